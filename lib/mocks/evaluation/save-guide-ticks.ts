// The candidate ticks the points of a question's guide they covered. The whole set is saved at
// once (a repeat, or two tabs, end with the last set sent); only a completed review can be ticked.
import { z } from "zod";
import { MOCK_GUIDE_POINTS_MAX } from "@/lib/mocks/mock-rules";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { FEEDBACK_NOT_READY, WRONG_MOCK } from "@/lib/mocks/answers/schema";

export const ZGuideTicks = z.object({
  mock_id: z.uuid({ message: WRONG_MOCK }),
  /** 1 for the first question. */
  qnum: z.coerce.number().int().min(1).max(100),
  /** Numbers of the guide's points the candidate ticked, 1 for the first point. */
  ticks: z.array(z.number().int().min(1).max(MOCK_GUIDE_POINTS_MAX)).max(MOCK_GUIDE_POINTS_MAX),
});
export type TGuideTicks = z.output<typeof ZGuideTicks>;

export async function saveGuideTicks(options: { candidateId: string } & TGuideTicks): Promise<{ qnum: number; ticks: number[] }> {
  const ticks = [...new Set(options.ticks)].sort((a, b) => a - b);
  const mock = await db().mock.findFirst({
    where: { id: options.mock_id, candidateId: options.candidateId },
    select: { status: true, questions: { where: { position: options.qnum }, select: { id: true } } },
  });
  const question = mock?.questions[0];
  if (!mock || !question) throw new AppError("MOCK_NOT_FOUND", WRONG_MOCK);
  if (mock.status !== "PROCESS_COMPLETED") throw new AppError("FEEDBACK_NOT_READY", FEEDBACK_NOT_READY);
  await db().mockQuestion.update({ where: { id: question.id }, data: { guideTicks: ticks } });
  return { qnum: options.qnum, ticks };
}
