// A candidate asks the employer for another way to be assessed (before a recorded interview starts)
// or for a person to review a decision; the employer answers once, through the partner API. Each
// request reaches the employer's webhooks, and both sides show on the candidate's timeline.
import type { CandidateRequestKind, InterviewStatus } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { findJobId } from "@/lib/jobs/get-job";
import { createNotification } from "@/lib/notifications/create-notification";
import { notificationOf } from "@/lib/notifications/notification-text";
import { queueDeliveries, recordPartnerEvent } from "@/lib/webhooks/emit-event";
import type { TDecideRequest } from "./schema";

export const REQUEST_NOT_FOUND = "Request not found";
export const ALTERNATIVE_TOO_LATE = "Another way to be assessed can only be asked for before the first question";
export const ALTERNATIVE_ALREADY = "You have already asked for another way to be assessed";
export const REVIEW_NOT_DECIDED = "A person's review can be asked for once the employer has decided";
export const REVIEW_ALREADY = "You have already asked for a person to review this decision";
export const REQUEST_ALREADY_ANSWERED = "This request has already been answered";

/** Applications a person's review may be asked for: the employer has decided against the candidate. */
const DECIDED = ["NOT_SELECTED"] as const;

export type CandidateRequestView = {
  id: string;
  kind: CandidateRequestKind;
  status: "PENDING" | "ACCEPTED" | "DECLINED";
  message: string | null;
  response: string | null;
  createdAt: string;
  decidedAt: string | null;
};

type RequestRow = {
  id: string;
  kind: CandidateRequestKind;
  status: CandidateRequestView["status"];
  message: string | null;
  response: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

export const requestSelect = { id: true, kind: true, status: true, message: true, response: true, createdAt: true, decidedAt: true } as const;

export function toRequestView(row: RequestRow): CandidateRequestView {
  return { ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null };
}

/** The interview's request for another way to be assessed, newest first (null when none). */
export async function alternativeRequestOf(interviewId: string): Promise<CandidateRequestView | null> {
  const row = await db().candidateRequest.findFirst({
    where: { interviewId, kind: "ALTERNATIVE_ASSESSMENT" },
    orderBy: { createdAt: "desc" },
    select: requestSelect,
  });
  return row ? toRequestView(row) : null;
}

/** What asking for an alternative needs of the interview the candidate opened. */
type AlternativeInterview = { id: string; status: InterviewStatus; applicationId: string | null; job: { companyId: string } };

/** Before the first question: the interview then waits for the employer's answer. */
export async function askForAlternative(options: { interview: AlternativeInterview; reason: string | null }): Promise<CandidateRequestView> {
  const { interview } = options;
  if (interview.status !== "SCHEDULED" || !interview.applicationId) throw new AppError("INTERVIEW_STARTED", ALTERNATIVE_TOO_LATE);
  const applicationId = interview.applicationId;
  const { row, deliveries } = await db().$transaction(async (tx) => {
    // One request per interview, however many clicks arrive at once: the interview row is the lock.
    const locked = await tx.$queryRaw<{ status: string }[]>`SELECT status::text FROM interviews WHERE id = ${interview.id}::uuid FOR UPDATE`;
    if (locked[0]?.status !== "SCHEDULED") throw new AppError("INTERVIEW_STARTED", ALTERNATIVE_TOO_LATE);
    const existing = await tx.candidateRequest.count({ where: { interviewId: interview.id, kind: "ALTERNATIVE_ASSESSMENT" } });
    if (existing > 0) throw new AppError("ALREADY_REQUESTED", ALTERNATIVE_ALREADY);
    const created = await tx.candidateRequest.create({
      data: { applicationId, interviewId: interview.id, kind: "ALTERNATIVE_ASSESSMENT", message: options.reason },
      select: requestSelect,
    });
    const ids = await recordPartnerEvent({
      tx,
      companyId: interview.job.companyId,
      type: "interview.alternative_requested",
      data: { applicationId, interviewId: interview.id, requestId: created.id },
    });
    return { row: created, deliveries: ids };
  });
  await queueDeliveries(deliveries);
  return toRequestView(row);
}

/** After a decision against them, the candidate asks for a person to look at it again. */
export async function askForReview(options: { candidateId: string; jobRef: string; message: string }): Promise<CandidateRequestView> {
  const job = await findJobId(options.jobRef);
  const application = job
    ? await db().application.findUnique({
        where: { jobId_candidateId: { jobId: job.id, candidateId: options.candidateId } },
        select: { id: true, job: { select: { companyId: true } } },
      })
    : null;
  if (!application) throw new AppError("NOT_FOUND", "Application not found");
  const { row, deliveries } = await db().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ status: string }[]>`SELECT status::text FROM applications WHERE id = ${application.id}::uuid FOR UPDATE`;
    if (!(DECIDED as readonly string[]).includes(locked[0]?.status ?? "")) throw new AppError("NOT_DECIDED_YET", REVIEW_NOT_DECIDED);
    const existing = await tx.candidateRequest.count({ where: { applicationId: application.id, kind: "HUMAN_REVIEW" } });
    if (existing > 0) throw new AppError("ALREADY_REQUESTED", REVIEW_ALREADY);
    const created = await tx.candidateRequest.create({
      data: { applicationId: application.id, kind: "HUMAN_REVIEW", message: options.message },
      select: requestSelect,
    });
    const ids = await recordPartnerEvent({
      tx,
      companyId: application.job.companyId,
      type: "application.review_requested",
      data: { applicationId: application.id, requestId: created.id },
    });
    return { row: created, deliveries: ids };
  });
  await queueDeliveries(deliveries);
  return toRequestView(row);
}

/** The employer answers a request of an application to one of its jobs, once. */
export async function decideCandidateRequest(options: { companyId: string; applicationId: string; requestId: string; input: TDecideRequest }) {
  const { companyId, applicationId, requestId, input } = options;
  const status = input.decision === "accepted" ? "ACCEPTED" : "DECLINED";
  const row = await db().$transaction(async (tx) => {
    const request = await tx.candidateRequest.findFirst({
      // A closed account's applications are not found by employers.
      where: { id: requestId, applicationId, application: { job: { companyId }, candidate: { accountDeletion: null } } },
      select: { kind: true, application: { select: { candidateId: true, jobId: true, job: { select: { company: { select: { name: true } } } } } } },
    });
    if (!request) throw new AppError("NOT_FOUND", REQUEST_NOT_FOUND);
    const { count } = await tx.candidateRequest.updateMany({
      where: { id: requestId, status: "PENDING" },
      data: { status, response: input.message, decidedAt: new Date() },
    });
    if (count === 0) throw new AppError("REQUEST_ALREADY_ANSWERED", REQUEST_ALREADY_ANSWERED);
    const company = request.application.job.company.name;
    await createNotification(
      {
        candidateId: request.application.candidateId,
        ...notificationOf("application_feedback", { about: "request", company, request: request.kind, decision: status, message: input.message }),
        link: `/jobs/${request.application.jobId}`,
      },
      tx,
    );
    return tx.candidateRequest.findUniqueOrThrow({ where: { id: requestId }, select: requestSelect });
  });
  return toRequestView(row);
}

/** An application's requests for the partner API, oldest first. */
export async function requestsOfApplication(applicationId: string): Promise<CandidateRequestView[]> {
  const rows = await db().candidateRequest.findMany({ where: { applicationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: requestSelect });
  return rows.map(toRequestView);
}
