// A question is opened: the server notes when it first served the question to be answered, so the
// time a typed answer took is read by the server's clock, not the browser's. Opening it again (a
// reload, a second tab) keeps the first time and says how much of the answer time is left.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { questionAnswerSeconds } from "@/lib/mocks/follow-ups/follow-up-rules";
import { OPEN } from "./receive-mock-answer";
import { WRONG_MOCK } from "./schema";

export type OpenedQuestion = { qnum: number; answer_seconds: number; seconds_left: number };

/** Seconds of `answerSeconds` left at `now` for a question first served at `openedAt`. */
export function secondsLeft(openedAt: Date, answerSeconds: number, now: Date): number {
  return Math.max(0, answerSeconds - Math.floor((now.getTime() - openedAt.getTime()) / 1000));
}

export async function openQuestion(options: { candidateId: string; mockId: string; qnum: number; now?: Date }): Promise<OpenedQuestion> {
  const now = options.now ?? new Date();
  const mock = await db().mock.findFirst({
    where: { id: options.mockId, candidateId: options.candidateId },
    select: { status: true, extraTimePercent: true, questions: { where: { position: options.qnum }, select: { id: true, followUpOf: true } } },
  });
  const question = mock?.questions[0];
  if (!mock || !question) throw new AppError("NOT_FOUND", WRONG_MOCK);
  if (!(OPEN as readonly string[]).includes(mock.status)) throw new AppError("MOCK_SUBMITTED", "This interview has already been submitted");
  // The first open counts: two at once, or one after a reload, keep it.
  await db().mockQuestion.updateMany({ where: { id: question.id, openedAt: null }, data: { openedAt: now } });
  const { openedAt } = await db().mockQuestion.findUniqueOrThrow({ where: { id: question.id }, select: { openedAt: true } });
  const answerSeconds = questionAnswerSeconds(mock.extraTimePercent, question.followUpOf !== null);
  return { qnum: options.qnum, answer_seconds: answerSeconds, seconds_left: secondsLeft(openedAt ?? now, answerSeconds, now) };
}
