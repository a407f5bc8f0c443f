// "mocks.evaluate-retake": transcribes and scores one retake against its own question, exactly
// as the mock's evaluation does an answer. Idempotent: the transcript and the score are saved once
// each, and a run finds what is already there.
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { sendTask, type TaskContext } from "@/lib/queue";
import { answerRowSelect } from "@/lib/mocks/evaluation/answer-rows";
import { chatProvider, contextOf, mockContextSelect, scoreOf, transcriptOf } from "@/lib/mocks/evaluation/evaluate-one";
import { saveRetakeScore } from "@/lib/mocks/evaluation/guide-tally";

export const RETAKE_NOT_SCORED = "We could not score this take just now. Your recording is kept; try the question again later.";

export async function evaluateRetake(retakeId: string, signal?: AbortSignal): Promise<void> {
  const retake = await db().mockRetake.findUnique({
    where: { id: retakeId },
    select: {
      ...answerRowSelect,
      mockId: true,
      question: { select: { position: true, text: true, followUpOf: true } },
      mock: { select: mockContextSelect },
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
  const main =
    retake.question.followUpOf === null
      ? null
      : await db().mockQuestion.findFirst({ where: { mockId: retake.mockId, position: retake.question.followUpOf }, select: { text: true } });
  const scored = await scoreOf({
    context: contextOf(retake.mock),
    qnum: retake.question.position,
    question: retake.question.text,
    followUpOf: main?.text ?? null,
    row: retake,
    provider: chatProvider(signal),
  });
  await saveRetakeScore(retakeId, scored);
}

/** One attempt of the "mocks.evaluate-retake" task: failed for good, the take says so on the review instead of waiting for ever. */
export async function evaluateRetakeAttempt(retakeId: string, attempt: Pick<TaskContext, "isLastAttempt" | "signal">): Promise<void> {
  try {
    await evaluateRetake(retakeId, attempt.signal);
  } catch (error) {
    if (!attempt.isLastAttempt) throw error;
    logger().warn({ retakeId, err: error }, "retake evaluation failed for good");
    await db().mockRetake.updateMany({ where: { id: retakeId, evaluatedAt: null }, data: { reason: RETAKE_NOT_SCORED, evaluatedAt: new Date() } });
  }
}

/** Queues a retake's evaluation unless one is already waiting or running. */
export async function queueRetakeEvaluation(retakeId: string): Promise<void> {
  await sendTask("mocks.evaluate-retake", { retakeId }, { singletonKey: retakeId });
}
