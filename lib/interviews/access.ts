// Who may use an interview: the holder of its link's token (x-access-token), or the signed-in
// candidate it belongs to. Reading an interview also applies its expiry, so Link Expired follows
// by itself even when no background task ran.
import type { Prisma } from "@/generated/prisma/client";
import { ACCOUNT_CLOSED_MESSAGE } from "@/lib/account-data/closed-account";
import { changeApplicationStatus } from "@/lib/applications/change-application-status";
import { INTERVIEW_IN_PROGRESS_GRACE_SECONDS } from "./interview-rules";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { interviewTokenMatches } from "./token";
import { isUuid } from "@/lib/db/uuid";

/** An interview's own columns that every reader of it needs (access checks and the partner's results). */
export const interviewColumns = {
  id: true,
  candidateId: true,
  applicationId: true,
  status: true,
  expiresAt: true,
  startedAt: true,
  completedAt: true,
  submittedAt: true,
  extraTimePercent: true,
  accommodationAutoApprovePercent: true,
  accommodationPercent: true,
  accommodationNote: true,
  accommodationStatus: true,
  emotionAnalysis: true,
  consentedAt: true,
  consentVersion: true,
  consentLanguage: true,
  consentWithdrawnAt: true,
  aiUse: true,
  retentionDays: true,
  feedbackWithinDays: true,
  retakes: true,
  language: true,
  extraRetakeStatus: true,
  extraRetakeNote: true,
} as const satisfies Prisma.InterviewSelect;

export const interviewAccessSelect = {
  ...interviewColumns,
  tokenHash: true,
  candidate: { select: { accountDeletion: { select: { requestedAt: true } } } },
  job: { select: { id: true, title: true, companyId: true, company: { select: { name: true } } } },
  _count: { select: { questions: true } },
} satisfies Prisma.InterviewSelect;

export type InterviewAccess = Prisma.InterviewGetPayload<{ select: typeof interviewAccessSelect }>;

export const EXPIRED_MESSAGE = "This interview link has expired";
export const CONSENT_WITHDRAWN_MESSAGE = "You withdrew your consent to this interview, so it cannot be recorded";

/** When the link stops working: at expiresAt, or later for an interview already under way. */
export function expiryOf(interview: Pick<InterviewAccess, "status" | "expiresAt">): Date {
  const grace = interview.status === "IN_PROGRESS" ? INTERVIEW_IN_PROGRESS_GRACE_SECONDS * 1000 : 0;
  return new Date(interview.expiresAt.getTime() + grace);
}

/** Moves the application along with the interview, if it is still at Interview Scheduled (or, to Interview Done, at Link Expired). */
export async function moveApplicationWithInterview(
  interview: Pick<InterviewAccess, "applicationId" | "job">,
  to: "LINK_EXPIRED" | "INTERVIEW_DONE",
  actor: string,
) {
  if (!interview.applicationId) return;
  const application = await db().application.findUnique({ where: { id: interview.applicationId }, select: { status: true } });
  // An expired link whose answers all arrived late after all: the application follows it to Interview Done.
  const from = to === "INTERVIEW_DONE" ? ["INTERVIEW_SCHEDULED", "LINK_EXPIRED"] : ["INTERVIEW_SCHEDULED"];
  if (!application || !from.includes(application.status)) return;
  await changeApplicationStatus({ companyId: interview.job.companyId, applicationId: interview.applicationId, to, actor }).catch((error: unknown) =>
    logger().warn({ err: error, applicationId: interview.applicationId, to }, "application did not follow the interview"),
  );
}

/** Marks an open interview expired once its time is up; true when it is (now or already) expired. */
export async function expireIfDue(interview: InterviewAccess, now = new Date()): Promise<boolean> {
  if (interview.status === "EXPIRED") return true;
  if (interview.status === "COMPLETED" || expiryOf(interview) > now) return false;
  const { count } = await db().interview.updateMany({
    where: { id: interview.id, status: { in: ["SCHEDULED", "IN_PROGRESS"] } },
    data: { status: "EXPIRED" },
  });
  if (count === 1) await moveApplicationWithInterview(interview, "LINK_EXPIRED", "system:interview-expiry");
  interview.status = "EXPIRED";
  return true;
}

/**
 * The interview, if the caller may use it. A wrong token is refused (401); a signed-in candidate
 * without a token sees only their own interviews (anything else is "not found"). An account closed
 * for deletion is refused either way: its link must not keep recording a person who asked to go.
 */
export async function authorizeInterview(options: { interviewId: string; token: string | null; candidateId: string | null }): Promise<InterviewAccess> {
  const { interviewId, token, candidateId } = options;
  if (!token && !candidateId) throw new AppError("SIGNED_OUT", "Open the interview from the link in your e-mail");
  if (!isUuid(interviewId)) throw new AppError("NOT_FOUND", "Interview not found");
  const interview = await db().interview.findUnique({ where: { id: interviewId.toLowerCase() }, select: interviewAccessSelect });
  if (token) {
    if (!interview || !interviewTokenMatches(interview.tokenHash, interview.id, token)) {
      throw new AppError("INTERVIEW_LINK_INVALID", "This interview link is not valid");
    }
  } else if (!interview || interview.candidateId !== candidateId) {
    throw new AppError("NOT_FOUND", "Interview not found");
  }
  if (interview.candidate.accountDeletion) throw new AppError("ACCOUNT_CLOSED", ACCOUNT_CLOSED_MESSAGE);
  await expireIfDue(interview);
  return interview;
}

export function assertOpen(interview: InterviewAccess): void {
  if (interview.consentWithdrawnAt) throw new AppError("CONSENT_WITHDRAWN", CONSENT_WITHDRAWN_MESSAGE);
  if (interview.status === "EXPIRED") throw new AppError("INTERVIEW_LINK_EXPIRED", EXPIRED_MESSAGE);
}
