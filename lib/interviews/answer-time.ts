import { ANSWER_UPLOAD_GRACE_SECONDS, LATE_ANSWER_ACCEPT_SECONDS, MOCK_ANSWER_GRACE_SECONDS, SECONDS_PER_QUESTION } from "./interview-rules";

/** The answer time with any extra time, in whole seconds (recorded interviews and mocks alike). */
export function answerSeconds(extraTimePercent: number): number {
  return Math.round(SECONDS_PER_QUESTION * (1 + extraTimePercent / 100));
}

type TimedInterview = {
  extraTimePercent: number;
  accommodationStatus: "PENDING" | "APPROVED" | "DENIED" | null;
  accommodationPercent: number | null;
};

/** The employer's extra time plus the candidate's own request once it is approved. */
export function effectiveExtraTimePercent(interview: TimedInterview): number {
  const approved = interview.accommodationStatus === "APPROVED" ? (interview.accommodationPercent ?? 0) : 0;
  return interview.extraTimePercent + approved;
}

export function interviewAnswerSeconds(interview: TimedInterview): number {
  return answerSeconds(effectiveExtraTimePercent(interview));
}

/** The longest recording kept for an answer: its answer time plus a few seconds for the recorder to stop. */
export function answerMaxMs(extraTimePercent: number): number {
  return (answerSeconds(extraTimePercent) + MOCK_ANSWER_GRACE_SECONDS) * 1000;
}

export const LATE_ANSWER_REFUSED = "This answer arrived more than 24 hours after its question closed, so it cannot be kept";
export const LATE_ANSWER_UNMEASURED = "This recording's length cannot be read, so it cannot be kept after its question closed";

/**
 * How late an answer arriving at `receivedAt` is, for a question that closed at `closedAt` (null:
 * still open). Within the upload grace it is on time (`lateSeconds` null); past the day it may
 * still arrive in, it is refused.
 */
export function lateness(closedAt: Date | null, receivedAt: Date): { lateSeconds: number | null; refused: boolean } {
  const lateMs = closedAt ? receivedAt.getTime() - closedAt.getTime() : 0;
  if (lateMs <= ANSWER_UPLOAD_GRACE_SECONDS * 1000) return { lateSeconds: null, refused: false };
  return { lateSeconds: Math.round(lateMs / 1000), refused: lateMs > LATE_ANSWER_ACCEPT_SECONDS * 1000 };
}
