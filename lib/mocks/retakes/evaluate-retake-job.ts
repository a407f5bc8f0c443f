// "mocks.evaluate-retake": transcribes and scores one retake against its own question, exactly
// as the mock's evaluation does an answer. Idempotent: the transcript and the score are saved once
// each, and a run finds what is already there.
import { z } from "zod";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { DEFAULT_JOB_OPTIONS, ensureQueue } from "@/lib/queue/boss";
import { defineJob } from "@/lib/queue/define-job";
import { answerRowSelect } from "@/lib/mocks/evaluation/answer-rows";
import { chatProvider, contextOf, scoreOf, transcriptOf } from "@/lib/mocks/evaluation/evaluate-one";

export const RETAKE_NOT_SCORED = "We could not score this take just now. Your recording is kept; try the question again later.";

export async function evaluateRetake(retakeId: string, signal?: AbortSignal): Promise<void> {
  const retake = await db().mockRetake.findUnique({
    where: { id: retakeId },
    select: {
      ...answerRowSelect,
      question: { select: { position: true, text: true } },
      mock: { select: { title: true, industry: true, skills: true, experience: true, difficulty: true } },
    },
  });
  if (!retake || retake.evaluatedAt) return;
  if (!retake.transcriptSource) {
    const heard = await transcriptOf(retake);
    if (heard) {
      await db().mockRetake.update({ where: { id: retakeId }, data: heard });
      Object.assign(retake, { transcriptWords: null, ...heard });
    }
  }
  const scored = await scoreOf({ context: contextOf(retake.mock), qnum: retake.question.position, question: retake.question.text, row: retake, provider: chatProvider(signal) });
  await db().mockRetake.updateMany({ where: { id: retakeId, evaluatedAt: null }, data: scored });
}

export const evaluateRetakeJob = defineJob({
  schema: z.object({ retakeId: z.uuid() }),
  // The candidate is looking at the review: the worker is woken the moment it is queued.
  options: { policy: "exclusive", notify: true, expireInSeconds: 120, retryLimit: 3, retryDelay: 5, retryBackoff: true },
  concurrency: 4,
  async handle({ retakeId }, context) {
    try {
      await evaluateRetake(retakeId, context.signal);
    } catch (error) {
      if (!context.isLastAttempt) throw error;
      // Failed for good: the take says so on the review instead of waiting for ever.
      logger().warn({ retakeId, err: error }, "retake evaluation failed for good");
      await db().mockRetake.updateMany({ where: { id: retakeId, evaluatedAt: null }, data: { reason: RETAKE_NOT_SCORED, evaluatedAt: new Date() } });
    }
  },
});

/** Queues a retake's evaluation unless one is already waiting or running. */
export async function queueRetakeEvaluation(retakeId: string): Promise<void> {
  const options = evaluateRetakeJob.options;
  const boss = await ensureQueue("mocks.evaluate-retake", options);
  await boss.send("mocks.evaluate-retake", { retakeId }, { ...DEFAULT_JOB_OPTIONS, ...options, singletonKey: retakeId });
}
