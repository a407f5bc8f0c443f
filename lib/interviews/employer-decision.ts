// An employer's decision on what a candidate asked for before a recorded interview (more answer
// time, one more retake): found among the company's own interviews, taken once while the request
// still waits and the interview has not started, and told to the candidate in the bell in the same
// transaction. A second decision, or one racing the first, is refused with `nothingPending`.
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { createNotification } from "@/lib/notifications/create-notification";
import { notificationOf, type NotificationParams } from "@/lib/notifications/notification-text";
import { expireIfDue, interviewAccessSelect, type InterviewAccess } from "./access";
import { interviewPath } from "./token";

const DECISION_TOO_LATE = "The interview has already started or ended";

export type DecisionStatus = "APPROVED" | "DENIED";

type EmployerRequest = {
  nothingPending: string;
  isPending: (interview: InterviewAccess) => boolean;
  /** The conditional update that records the decision (it matches only while the request waits). */
  record: (interview: InterviewAccess, status: DecisionStatus) => { where: Prisma.InterviewWhereInput; data: Prisma.InterviewUpdateManyMutationInput };
  /** The values of what the candidate reads in the bell (an `interview_accommodation` notification, beside the company, the job and the decision). */
  notice: (interview: InterviewAccess, status: DecisionStatus) => NotificationParams;
};

export async function decideEmployerRequest(
  options: { companyId: string; interviewId: string; approve: boolean },
  request: EmployerRequest,
): Promise<{ interview: InterviewAccess; status: DecisionStatus }> {
  const where = { id: options.interviewId, job: { companyId: options.companyId }, candidate: { accountDeletion: null } };
  const interview = await db().interview.findFirst({ where, select: interviewAccessSelect });
  if (!interview) throw new AppError("NOT_FOUND", "Interview not found");
  await expireIfDue(interview);
  if (!request.isPending(interview)) throw new AppError("NOTHING_PENDING", request.nothingPending);
  if (interview.status !== "SCHEDULED") throw new AppError("INTERVIEW_STARTED", DECISION_TOO_LATE);
  const status: DecisionStatus = options.approve ? "APPROVED" : "DENIED";
  const decided = await db().$transaction(async (tx) => {
    const update = request.record(interview, status);
    const { count } = await tx.interview.updateMany({ where: { id: interview.id, status: "SCHEDULED", ...update.where }, data: update.data });
    if (count === 0) return false;
    const about = { company: interview.job.company.name, job: interview.job.title, decision: status, ...request.notice(interview, status) };
    await createNotification(
      { candidateId: interview.candidateId, ...notificationOf("interview_accommodation", about), link: interviewPath(interview.id) },
      tx,
    );
    return true;
  });
  if (!decided) throw new AppError("NOTHING_PENDING", request.nothingPending);
  return { interview, status };
}
