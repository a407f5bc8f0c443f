// "mocks.resume-evaluations": once a minute, queues the evaluation of every mock (and retake) left evaluating
// with no job on its way: one whose answers a migration moved back to their questions, or one
// whose job was lost. A mock whose job is waiting or running is not queued twice (the evaluation
// queue is exclusive per mock); one whose evaluation failed for good waits for the candidate's retry.
import { z } from "zod";
import { db } from "@/lib/db/client";
import { defineJob } from "@/lib/queue/define-job";

export async function resumeEvaluations(): Promise<number> {
  const waiting = await db().mock.findMany({
    where: { status: "EVALUATING", OR: [{ evaluation: null }, { evaluation: { failedAt: null } }] },
    select: { id: true },
    take: 500,
  });
  // Imported when used: the queue's job registry imports this file.
  const { queueEvaluation } = await import("./end-interview");
  for (const mock of waiting) await queueEvaluation(mock.id);
  // Retakes still waiting for a score, older than a minute (a fresh one's job is on its way).
  const takes = await db().mockRetake.findMany({ where: { evaluatedAt: null, createdAt: { lt: new Date(Date.now() - 60_000) } }, select: { id: true }, take: 500 });
  const { queueRetakeEvaluation } = await import("@/lib/mocks/retakes/evaluate-retake-job");
  for (const take of takes) await queueRetakeEvaluation(take.id);
  return waiting.length;
}

export const resumeEvaluationsJob = defineJob({
  schema: z.object({}).passthrough(),
  cron: "* * * * *",
  async handle() {
    await resumeEvaluations();
  },
});
