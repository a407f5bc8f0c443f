// How many follow-ups a mock asks, how long each may be answered and where it stands among the
// questions, for the server and the wizard alike: a follow-up is timed like a question, with half
// the answer time, and asked right after its main question.
import { answerSeconds, answerMaxMs } from "@/lib/interviews/answer-time";
import { MOCK_ANSWER_GRACE_SECONDS } from "@/lib/interviews/interview-rules";

/** Follow-ups a mock asks at most, each after a different main answer. */
export const MOCK_FOLLOW_UPS_MAX = 3;

/** Difficulties that ask follow-ups unless the candidate turns them off. */
export const FOLLOW_UPS_BY_DEFAULT = ["Medium", "Hard"] as const;

/** The time to answer a question: the mock's answer time, or half of it for a follow-up. */
export function questionAnswerSeconds(extraTimePercent: number, followUp: boolean): number {
  const full = answerSeconds(extraTimePercent);
  return followUp ? Math.round(full / 2) : full;
}

/** The longest recording kept for a question's answer, with the recorder's grace. */
export function questionAnswerMaxMs(extraTimePercent: number, followUp: boolean): number {
  return followUp ? (questionAnswerSeconds(extraTimePercent, true) + MOCK_ANSWER_GRACE_SECONDS) * 1000 : answerMaxMs(extraTimePercent);
}

/**
 * A mock's questions (or their results) in the order asked: the main questions by number, each
 * followed straight away by its follow-up (numbered after the main questions, so its number is not its place).
 */
export function inAskingOrder<T extends { qnum: number; follow_up_of: number | null }>(items: readonly T[]): T[] {
  const mains = items.filter((q) => q.follow_up_of === null).sort((a, b) => a.qnum - b.qnum);
  return mains.flatMap((main) => [main, ...items.filter((q) => q.follow_up_of === main.qnum).sort((a, b) => a.qnum - b.qnum)]);
}

/**
 * How a question is named to the candidate: "Question 3", or "Follow-up to question 2". A
 * follow-up's own number is the API's (`qnum`), never the candidate's.
 */
export function questionName(q: { qnum: number; follow_up_of: number | null }): string {
  return q.follow_up_of !== null ? `Follow-up to question ${q.follow_up_of}` : `Question ${q.qnum}`;
}
