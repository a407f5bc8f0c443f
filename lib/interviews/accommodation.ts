// More answer time a candidate asks for before a recorded interview. Within the employer's policy
// (set when scheduling) it applies at once; beyond it the request waits for the employer's
// decision, which the candidate sees on the interview page before the first question. Once the
// first question was shown, nothing changes any more: the answer clock must not move mid-interview.
import { db } from "@/lib/db/client";
import { emitPartnerEvent } from "@/lib/webhooks/emit-event";
import { AppError } from "@/lib/errors/app-error";
import { assertOpen, type InterviewAccess } from "./access";
import { effectiveExtraTimePercent } from "./answer-time";
import { decideEmployerRequest } from "./employer-decision";

export const ACCOMMODATION_TOO_LATE = "More time can only be asked for before the first question";
const NOTHING_PENDING = "There is no request for more time waiting for a decision";

type AccommodationFields = Pick<InterviewAccess, "accommodationPercent" | "accommodationNote" | "accommodationStatus">;

export function accommodationView(interview: AccommodationFields) {
  if (!interview.accommodationStatus || interview.accommodationPercent === null) return null;
  return { requestedPercent: interview.accommodationPercent, note: interview.accommodationNote, status: interview.accommodationStatus };
}

export async function requestAccommodation(options: { interview: InterviewAccess; extraTimePercent: number; note: string | null }) {
  const { interview, extraTimePercent, note } = options;
  assertOpen(interview);
  if (interview.status !== "SCHEDULED") throw new AppError("INTERVIEW_STARTED", ACCOMMODATION_TOO_LATE);
  const status: "APPROVED" | "PENDING" = extraTimePercent <= interview.accommodationAutoApprovePercent ? "APPROVED" : "PENDING";
  const now = new Date();
  // A later request replaces an earlier one, but only while no question has been shown.
  const { count } = await db().interview.updateMany({
    where: { id: interview.id, status: "SCHEDULED" },
    data: {
      accommodationPercent: extraTimePercent,
      accommodationNote: note,
      accommodationStatus: status,
      accommodationRequestedAt: now,
      accommodationDecidedAt: status === "APPROVED" ? now : null,
    },
  });
  if (count === 0) throw new AppError("INTERVIEW_STARTED", ACCOMMODATION_TOO_LATE);
  await emitPartnerEvent({
    companyId: interview.job.companyId,
    type: "interview.accommodation_requested",
    data: { interviewId: interview.id, applicationId: interview.applicationId, accommodation: "extra-time", extraTimePercent, status },
  });
  const updated = { ...interview, accommodationPercent: extraTimePercent, accommodationStatus: status };
  return { status, extraTimePercent: effectiveExtraTimePercent(updated) };
}

/** The employer approves or denies a request beyond its policy; the candidate hears of it in the bell. */
export async function decideAccommodation(options: { companyId: string; interviewId: string; approve: boolean }) {
  const { interview, status } = await decideEmployerRequest(options, {
    nothingPending: NOTHING_PENDING,
    isPending: (i) => i.accommodationStatus === "PENDING",
    record: (i, decision) => ({
      where: { accommodationStatus: "PENDING", accommodationPercent: i.accommodationPercent },
      data: { accommodationStatus: decision, accommodationDecidedAt: new Date() },
    }),
    notice: (i) => ({ about: "time", percent: i.accommodationPercent }),
  });
  const updated = { ...interview, accommodationStatus: status } as const;
  return {
    interviewId: interview.id,
    accommodation: accommodationView(updated),
    extraTimePercent: effectiveExtraTimePercent(updated),
  };
}
