// The declaration step's choice of answer time for a mock: 1×, 1.5× or 2× (WCAG 2.2.1, timing
// adjustable). Chosen before the first answer; the server then holds each answer to it. A practice
// run keeps the time of the interview it practises for.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { answerSeconds } from "@/lib/interviews/answer-time";
import { WRONG_MOCK } from "./answers/schema";

export const ANSWER_TIME_AFTER_START = "The answer time can only be chosen before the first answer";
export const PRACTICE_TIME_FIXED = "A practice run keeps the answer time of the interview it practises for";

export async function chooseAnswerTime(options: { candidateId: string; mockId: string; extraTimePercent: number }) {
  const { candidateId, mockId, extraTimePercent } = options;
  const mock = await db().mock.findFirst({ where: { id: mockId, candidateId }, select: { practiceRun: true } });
  if (!mock) throw new AppError("MOCK_NOT_FOUND", WRONG_MOCK);
  if (mock.practiceRun !== null) throw new AppError("ANSWER_TIME_FIXED", PRACTICE_TIME_FIXED);
  const { count } = await db().mock.updateMany({
    where: { id: mockId, candidateId, status: "QUESTION_GENERATED", answers: { none: {} } },
    data: { extraTimePercent },
  });
  if (count === 0) throw new AppError("INTERVIEW_STARTED", ANSWER_TIME_AFTER_START);
  return { extra_time_percent: extraTimePercent, answer_seconds: answerSeconds(extraTimePercent) };
}
