// "mocks.resume-evaluations": once a minute, queues the evaluation of every mock (and retake) left evaluating
// with no task on its way: one whose answers a migration moved back to their questions, or one
// whose task was lost. A mock whose task is waiting or running is not queued twice (the evaluation
// queue is exclusive per mock); one whose evaluation failed for good waits for the candidate's retry.
import { db } from "@/lib/db/client";
import { queueRetakeEvaluation } from "@/lib/mocks/retakes/evaluate-retake";
import { queueEvaluation } from "./end-interview";

export async function resumeEvaluations(): Promise<number> {
  const waiting = await db().mock.findMany({
    where: { status: "EVALUATING", OR: [{ evaluation: null }, { evaluation: { failedAt: null } }] },
    select: { id: true },
    take: 500,
  });
  for (const mock of waiting) await queueEvaluation(mock.id);
  // Retakes still waiting for a score, older than a minute (a fresh one's task is on its way).
  const takes = await db().mockRetake.findMany({
    where: { evaluatedAt: null, createdAt: { lt: new Date(Date.now() - 60_000) } },
    select: { id: true },
    take: 500,
  });
  for (const take of takes) await queueRetakeEvaluation(take.id);
  return waiting.length;
}
