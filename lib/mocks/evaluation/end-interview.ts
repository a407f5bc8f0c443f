// The candidate submits (or answers the last question): the mock moves to evaluating and one
// evaluation task is queued. Calling it again is harmless; after a failed evaluation it retries.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { sendTask } from "@/lib/queue";
import { WRONG_MOCK } from "@/lib/mocks/answers/schema";

export type EndInterviewResult = { status: "EVALUATING" | "PROCESS_COMPLETED"; retried: boolean };

/** Queues the mock's evaluation unless one is already waiting or running (the queue is "exclusive" per mock). */
export async function queueEvaluation(mockId: string): Promise<void> {
  await sendTask("mocks.evaluate", { mockId }, { singletonKey: mockId });
}

export async function endInterview(options: { candidateId: string; mockId: string }): Promise<EndInterviewResult> {
  const { candidateId, mockId } = options;
  const mock = await db().mock.findFirst({
    where: { id: mockId, candidateId },
    select: { status: true, evaluation: { select: { failedAt: true } }, _count: { select: { answers: true } } },
  });
  if (!mock) throw new AppError("MOCK_NOT_FOUND", WRONG_MOCK);
  if (mock.status === "PROCESS_COMPLETED") return { status: "PROCESS_COMPLETED", retried: false };
  if (mock.status === "EVALUATING") {
    if (!mock.evaluation?.failedAt) {
      // Harmless when the task is queued or running; recovers one that was never queued.
      await queueEvaluation(mockId);
      return { status: "EVALUATING", retried: false };
    }
    // The visible retry after a failed evaluation.
    const reset = await db().mockEvaluation.updateMany({ where: { mockId, failedAt: { not: null } }, data: { failedAt: null, error: null } });
    if (reset.count === 1) await queueEvaluation(mockId);
    return { status: "EVALUATING", retried: reset.count === 1 };
  }
  if (mock.status !== "IN_PROGRESS" && mock.status !== "QUESTION_GENERATED")
    throw new AppError("MOCK_NOT_SUBMITTABLE", "This mock interview cannot be submitted");
  if (mock._count.answers === 0) throw new AppError("NO_ANSWER_YET", "Answer at least one question before submitting the interview");
  const moved = await db().$transaction(async (tx) => {
    const updated = await tx.mock.updateMany({
      where: { id: mockId, candidateId, status: { in: ["IN_PROGRESS", "QUESTION_GENERATED"] } },
      data: { status: "EVALUATING", submittedAt: new Date() },
    });
    if (updated.count === 1) {
      await tx.mockEvaluation.upsert({ where: { mockId }, create: { mockId }, update: { failedAt: null, error: null, startedAt: new Date() } });
    }
    return updated.count === 1;
  });
  if (moved) await queueEvaluation(mockId);
  return { status: "EVALUATING", retried: false };
}
