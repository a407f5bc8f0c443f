// A candidate's own application as the job payload carries it (spec section 3's candidateApplied).
import type { ApplicationStatus, Prisma } from "@/generated/prisma/client";
import { HIRING_STATUS_LABELS, INTERVIEW_LINK_STATUSES } from "./status-labels";
import { toEpochSeconds } from "@/lib/epoch";
import { standsInForInterview, type AlternativeState } from "./alternative-state";
import type { TimelineSummary } from "./timeline-event";

export const candidateApplicationSelect = {
  id: true,
  jobId: true,
  status: true,
  appliedAt: true,
  updatedAt: true,
  interview: { select: { id: true, status: true, expiresAt: true } },
  // The newest request for another way to be assessed: it stands in for the interview while it waits or once agreed.
  requests: {
    where: { kind: "ALTERNATIVE_ASSESSMENT" },
    orderBy: { createdAt: "desc" },
    take: 1,
    select: { interviewId: true, status: true, response: true },
  },
} satisfies Prisma.ApplicationSelect;

export type CandidateApplicationRow = Prisma.ApplicationGetPayload<{ select: typeof candidateApplicationSelect }>;

export type CandidateApplied = {
  applicationId: string;
  /** The hiring-status label ("Applied", "Interview Scheduled", ...). */
  status: string;
  statusCode: ApplicationStatus;
  /** Epoch seconds. */
  appliedDate: number;
  updatedDate: number;
  Interview_link: string | null;
  /** The candidate asked for another way to be assessed instead of the current interview: where that stands, in the employer's words. */
  alternative: AlternativeState | null;
  /** The newest event of the application's timeline (on the applications list only). */
  latestEvent?: TimelineSummary | null;
};

function alternativeOf(application: CandidateApplicationRow): CandidateApplied["alternative"] {
  const request = application.requests[0];
  if (!request || !application.interview || request.interviewId !== application.interview.id) return null;
  return { status: request.status, response: request.response };
}

/** The interview to start; none while the employer considers another way to assess, or once it agreed to one. */
export function interviewLink(application: CandidateApplicationRow, now = new Date()): string | null {
  const interview = application.interview;
  if (!interview) return null;
  const alternative = alternativeOf(application);
  if (standsInForInterview(alternative)) return null;
  const usable = (INTERVIEW_LINK_STATUSES as readonly string[]).includes(interview.status) && interview.expiresAt > now;
  return usable ? `/interview?q=${interview.id}` : null;
}

export function toCandidateApplied(application: CandidateApplicationRow): CandidateApplied {
  return {
    applicationId: application.id,
    status: HIRING_STATUS_LABELS[application.status],
    statusCode: application.status,
    appliedDate: toEpochSeconds(application.appliedAt),
    updatedDate: toEpochSeconds(application.updatedAt),
    Interview_link: interviewLink(application),
    alternative: alternativeOf(application),
  };
}
