// Retakes in a recorded interview: the employer declares when scheduling how many times (0–2) an
// answer may be recorded again while its question is open, and may grant one more as an
// accommodation. Each take of an answer carries its number; a later take replaces the one kept.
import { AppError } from "@/lib/errors/app-error";
import type { InterviewAccess } from "./access";

export const INTERVIEW_RETAKES_MAX = 2;

type RetakeFields = Pick<InterviewAccess, "retakes" | "extraRetakeStatus">;

/** Retakes per answer: the declared number, plus one once the employer granted the candidate's request. */
export function retakesAllowed(interview: RetakeFields): number {
  return interview.retakes + (interview.extraRetakeStatus === "APPROVED" ? 1 : 0);
}

export function retakesUsedUp(allowed: number): string {
  if (allowed === 0) return "This interview takes one recording of each answer, so it cannot be recorded again";
  return `This answer has already been recorded again ${allowed === 1 ? "once" : `${allowed} times`}, the most this interview allows`;
}

/** The take number sent with an answer: 1 when absent (the spec's clients send one take). */
export function takeNumber(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 1;
  const take = Number(raw.trim());
  if (!Number.isInteger(take) || take < 1) throw new AppError("INVALID_INPUT", "take is the take's number, from 1");
  return take;
}

/** Refuses a take past the last one the interview allows (409: sending it again cannot change that). */
export function assertTakeAllowed(interview: RetakeFields, take: number): void {
  const allowed = retakesAllowed(interview);
  if (take > 1 + allowed) throw new AppError("RETAKES_USED_UP", retakesUsedUp(allowed));
}
