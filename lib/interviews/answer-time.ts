import { SECONDS_PER_QUESTION } from "@/lib/constants";

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
