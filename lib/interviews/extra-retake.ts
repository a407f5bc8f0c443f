// One more retake for each answer, asked for as an accommodation before the first question and
// decided by the employer through the partner API, as a request for more time beyond its policy
// is. Granted, the interview's retake limit rises by one. A second request while one waits only
// changes its note: the employer hears of a request once.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { emitPartnerEvent } from "@/lib/webhooks/emit-event";
import { assertOpen, type InterviewAccess } from "./access";
import { retakesAllowed } from "./retakes";
import { decideEmployerRequest } from "./employer-decision";

export const EXTRA_RETAKE_TOO_LATE = "One more retake can only be asked for before the first question";
export const EXTRA_RETAKE_DECIDED = "Your request for one more retake has already been decided";
const NOTHING_PENDING = "There is no request for one more retake waiting for a decision";

type ExtraRetakeFields = Pick<InterviewAccess, "extraRetakeStatus" | "extraRetakeNote">;

export function extraRetakeView(interview: ExtraRetakeFields) {
  if (!interview.extraRetakeStatus) return null;
  return { note: interview.extraRetakeNote, status: interview.extraRetakeStatus };
}

export async function requestExtraRetake(options: { interview: InterviewAccess; note: string | null }) {
  const { interview, note } = options;
  assertOpen(interview);
  if (interview.status !== "SCHEDULED") throw new AppError("INTERVIEW_STARTED", EXTRA_RETAKE_TOO_LATE);
  const now = new Date();
  const first = await db().interview.updateMany({
    where: { id: interview.id, status: "SCHEDULED", extraRetakeStatus: null },
    data: { extraRetakeStatus: "PENDING", extraRetakeNote: note, extraRetakeRequestedAt: now },
  });
  if (first.count === 1) {
    await emitPartnerEvent({
      companyId: interview.job.companyId,
      type: "interview.accommodation_requested",
      data: { interviewId: interview.id, applicationId: interview.applicationId, accommodation: "extra-retake", status: "PENDING" },
    });
    return { status: "PENDING" as const, retakes: retakesAllowed(interview) };
  }
  const again = await db().interview.updateMany({
    where: { id: interview.id, status: "SCHEDULED", extraRetakeStatus: "PENDING" },
    data: { extraRetakeNote: note },
  });
  if (again.count === 1) return { status: "PENDING" as const, retakes: retakesAllowed(interview) };
  const current = await db().interview.findUnique({ where: { id: interview.id }, select: { status: true } });
  if (current?.status === "SCHEDULED") throw new AppError("REQUEST_ALREADY_ANSWERED", EXTRA_RETAKE_DECIDED);
  throw new AppError("INTERVIEW_STARTED", EXTRA_RETAKE_TOO_LATE);
}

/** The employer grants or refuses the extra retake; the candidate hears of it in the bell. */
export async function decideExtraRetake(options: { companyId: string; interviewId: string; approve: boolean }) {
  const { interview, status } = await decideEmployerRequest(options, {
    nothingPending: NOTHING_PENDING,
    isPending: (i) => i.extraRetakeStatus === "PENDING",
    record: (_i, decision) => ({
      where: { extraRetakeStatus: "PENDING" },
      data: { extraRetakeStatus: decision, extraRetakeDecidedAt: new Date() },
    }),
    // How many retakes each answer has after the decision: the bell says it.
    notice: (i, decision) => ({ about: "retake", retakes: retakesAllowed({ ...i, extraRetakeStatus: decision }) }),
  });
  const updated = { ...interview, extraRetakeStatus: status } as const;
  return { interviewId: interview.id, extraRetake: extraRetakeView(updated), retakesAllowed: retakesAllowed(updated) };
}
