// "applications.feedback-email": e-mails the candidate an employer's feedback, when they want
// application updates by e-mail (the bell has it either way).
import { db } from "@/lib/db/client";
import { renderEmail } from "@/lib/mail";
import { eventMessageId, sendMailOnce } from "@/lib/mail/send-once";
import { feedbackEmailIntro, feedbackTitle } from "./feedback-messages";
import { statusLabel } from "./status";
import { applicationEmailFooter, applicationEmailSelect, applicationLink, wantsApplicationEmail } from "./update-email";

export async function sendFeedbackEmail({ feedbackId }: { feedbackId: string }): Promise<void> {
  const feedback = await db().applicationFeedback.findUnique({
    where: { id: feedbackId },
    select: {
      message: true,
      toStatus: true,
      emailedAt: true,
      application: { select: applicationEmailSelect },
    },
  });
  if (!feedback || feedback.emailedAt) return; // deleted since, or already e-mailed
  const { candidate, job, jobId } = feedback.application;
  if (!(await wantsApplicationEmail(candidate))) return;
  const company = job.company.name;
  const { html, text } = renderEmail({
    title: feedbackTitle(company),
    intro: feedbackEmailIntro({ firstName: candidate.firstName, company, job: job.title }),
    quote: feedback.message,
    action: { label: "See your application", href: applicationLink(jobId) },
    outro: feedback.toStatus
      ? `Your application is now ${statusLabel(feedback.toStatus)}.`
      : "Your application's status has not changed.",
    footer: applicationEmailFooter(),
  });
  await sendMailOnce(
    async (tx) => (await tx.applicationFeedback.updateMany({ where: { id: feedbackId, emailedAt: null }, data: { emailedAt: new Date() } })).count === 1,
    { to: candidate.email, subject: `${feedbackTitle(company)}: ${job.title}`, html, text, messageId: eventMessageId("application-feedback", feedbackId) },
  );
}
