// "mocks.resume-evaluations": once a minute, queues the evaluation of every mock left evaluating
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
  return waiting.length;
}

export const resumeEvaluationsJob = defineJob({
  schema: z.object({}).passthrough(),
  cron: "* * * * *",
  async handle() {
    await resumeEvaluations();
  },
});
