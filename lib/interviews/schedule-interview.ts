// An employer invites an applicant to a recorded interview: the interview and its questions, the
// application's move to Interview Scheduled, the bell notification and the e-mailed link.
import { randomUUID } from "node:crypto";
import { changeApplicationStatus } from "@/lib/applications/change-application-status";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { createNotification } from "@/lib/notifications/create-notification";
import { sendTask, sendMailLater } from "@/lib/queue";
import type { TScheduleInterview } from "./schema";
import { invitationEmail, invitationNotification } from "./invitation";
import { newInterviewToken } from "./token";

const CLOSED = ["NOT_SELECTED", "HIRED"];

export async function scheduleInterview(options: { companyId: string; keyId: string; applicationId: string; input: TScheduleInterview }) {
  const { companyId, applicationId, input } = options;
  const application = await db().application.findFirst({
    // A closed account's application is hidden from employers: no new interview for it.
    where: { id: applicationId, job: { companyId }, candidate: { accountDeletion: null } },
    select: {
      id: true,
      status: true,
      jobId: true,
      candidateId: true,
      candidate: { select: { email: true, firstName: true, language: true } },
      job: { select: { title: true, company: { select: { name: true } } } },
      interview: { select: { id: true, status: true } },
    },
  });
  if (!application) throw new AppError("NOT_FOUND", "Application not found");
  if (CLOSED.includes(application.status)) {
    throw new AppError("APPLICATION_DECIDED", "An interview cannot be scheduled for an application that is Not Selected or Hired");
  }
  const previous = application.interview;
  if (previous && (previous.status === "IN_PROGRESS" || previous.status === "COMPLETED")) {
    throw new AppError("INTERVIEW_EXISTS", "This applicant has already started or completed an interview");
  }

  const id = randomUUID();
  const { token, hash } = newInterviewToken(id);
  const expiresAt = new Date(Date.now() + input.expiresInDays * 24 * 60 * 60 * 1000);
  const { title, company } = application.job;
  const invitation = { company: company.name, jobTitle: title, questionCount: input.questions.length, expiresAt };
  await db().$transaction(async (tx) => {
    // A new invitation replaces an unused or expired one: its link stops working, its rows stay.
    if (previous) await tx.interview.update({ where: { id: previous.id }, data: { applicationId: null, status: "EXPIRED" } });
    await tx.interview.create({
      data: {
        id,
        applicationId,
        candidateId: application.candidateId,
        jobId: application.jobId,
        tokenHash: hash,
        expiresAt,
        extraTimePercent: input.extraTimePercent,
        accommodationAutoApprovePercent: input.accommodation.autoApproveUpToPercent,
        emotionAnalysis: env().EMOTION_ANALYSIS === "on",
        aiUse: input.aiUse,
        retentionDays: input.retentionDays ?? null,
        feedbackWithinDays: input.feedbackWithinDays ?? null,
        retakes: input.retakes,
        language: input.language,
        questions: { create: input.questions.map((text, index) => ({ position: index + 1, text })) },
      },
    });
    await createNotification({ candidateId: application.candidateId, ...invitationNotification({ ...invitation, interviewId: id }) }, tx);
  });

  if (application.status !== "INTERVIEW_SCHEDULED") {
    // The invitation below is the candidate's message about this move: no second bell or e-mail.
    await changeApplicationStatus({ companyId, applicationId, to: "INTERVIEW_SCHEDULED", actor: `partner-key:${options.keyId}`, announce: false }).catch(
      (error: unknown) => logger().warn({ err: error, applicationId }, "application stayed at its status"),
    );
  }

  await sendMailLater(invitationEmail(application.candidate, { ...invitation, interviewId: id, token }));
  await sendTask("interviews.expire", { interviewId: id }, { startAfter: expiresAt }).catch((error: unknown) =>
    logger().warn({ err: error, interviewId: id }, "expiry will be applied on read only"),
  );

  return { interviewId: id, status: "SCHEDULED" as const, expiresAt: expiresAt.toISOString() };
}
