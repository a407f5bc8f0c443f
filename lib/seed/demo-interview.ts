// The demo's scheduled application comes with a real recorded interview: questions, a link that
// works for 30 days from the seed, the bell's row and the e-mailed link (sent after the seed commits).
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { invitationEmail, invitationNotification } from "@/lib/interviews/invitation";
import { newInterviewToken } from "@/lib/interviews/token";
import type { MailMessage } from "@/lib/mail";

const DEMO_INTERVIEW_DAYS = 30;

export const DEMO_INTERVIEW_QUESTIONS = [
  "Tell us about a screen you built that people use every day. What made it hard, and what would you change now?",
  "A page feels slow on a budget phone. Walk us through how you would find out why, and what you would try first.",
  "How do you make sure a form works for someone who uses only a keyboard or a screen reader?",
] as const;

/**
 * Creates the interview for the demo's Interview Scheduled application once; returns the
 * invitation e-mail to send when it was created now, or null when it already existed.
 */
export async function seedDemoInterview(tx: Tx, candidateId: string, jobId: string, now: Date): Promise<MailMessage | null> {
  const application = await tx.application.findUnique({
    where: { jobId_candidateId: { jobId, candidateId } },
    select: {
      id: true,
      status: true,
      interview: { select: { id: true } },
      candidate: { select: { email: true, firstName: true, language: true } },
      job: { select: { title: true, company: { select: { name: true } } } },
    },
  });
  if (!application || application.status !== "INTERVIEW_SCHEDULED" || application.interview) return null;

  const id = randomUUID();
  const { token, hash } = newInterviewToken(id);
  const expiresAt = new Date(now.getTime() + DEMO_INTERVIEW_DAYS * 24 * 60 * 60 * 1000);
  await tx.interview.create({
    data: {
      id,
      applicationId: application.id,
      candidateId,
      jobId,
      tokenHash: hash,
      expiresAt,
      extraTimePercent: 0,
      emotionAnalysis: env().EMOTION_ANALYSIS === "on",
      questions: { create: DEMO_INTERVIEW_QUESTIONS.map((text, index) => ({ position: index + 1, text })) },
    },
  });
  const invitation = {
    interviewId: id,
    company: application.job.company.name,
    jobTitle: application.job.title,
    questionCount: DEMO_INTERVIEW_QUESTIONS.length,
    expiresAt,
  };
  await tx.notification.create({ data: { candidateId, ...invitationNotification(invitation), createdAt: now } });
  return invitationEmail(application.candidate, { ...invitation, token });
}
