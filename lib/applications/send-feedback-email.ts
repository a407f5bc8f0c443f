// "applications.feedback-email": e-mails the candidate an employer's feedback, when they want
// application updates by e-mail (the bell has it either way).
import { db } from "@/lib/db/client";
import { wantsEmail } from "@/lib/email-preferences/email-preferences";
import { env } from "@/lib/env";
import { renderEmail } from "@/lib/mail";
import { eventMessageId, sendMailOnce } from "@/lib/mail/send-once";
import { feedbackEmailIntro, feedbackTitle } from "./feedback-messages";
import { statusLabel } from "./status";

export async function sendFeedbackEmail({ feedbackId }: { feedbackId: string }): Promise<void> {
  const feedback = await db().applicationFeedback.findUnique({
    where: { id: feedbackId },
    select: {
      message: true,
      toStatus: true,
      emailedAt: true,
      application: {
        select: {
          jobId: true,
          candidate: { select: { id: true, email: true, firstName: true, accountDeletion: { select: { requestedAt: true } } } },
          job: { select: { title: true, company: { select: { name: true } } } },
        },
      },
    },
  });
  if (!feedback || feedback.emailedAt) return; // deleted since, or already e-mailed
  const { candidate, job, jobId } = feedback.application;
  if (candidate.accountDeletion) return;
  if (!(await wantsEmail({ candidateId: candidate.id, kind: "applicationUpdates" }))) return;
  const company = job.company.name;
  const { html, text } = renderEmail({
    title: feedbackTitle(company),
    intro: feedbackEmailIntro({ firstName: candidate.firstName, company, job: job.title }),
    quote: feedback.message,
    action: { label: "See your application", href: `${env().appUrl}/jobs/${jobId}` },
    outro: feedback.toStatus
      ? `Your application is now ${statusLabel(feedback.toStatus)}.`
      : "Your application's status has not changed.",
    footer: {
      text: "You get this because you asked for e-mails about your applications. You can turn them off in Settings.",
      links: [{ label: "E-mail settings", href: `${env().appUrl}/settings` }],
    },
  });
  await sendMailOnce(
    async (tx) => (await tx.applicationFeedback.updateMany({ where: { id: feedbackId, emailedAt: null }, data: { emailedAt: new Date() } })).count === 1,
    { to: candidate.email, subject: `${feedbackTitle(company)}: ${job.title}`, html, text, messageId: eventMessageId("application-feedback", feedbackId) },
  );
}
