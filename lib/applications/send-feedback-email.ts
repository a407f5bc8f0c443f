// "applications.feedback-email": e-mails the candidate an employer's feedback, when they want
// application updates by e-mail (the bell has it either way).
import { db } from "@/lib/db/client";
import { eventMessageId } from "@/lib/mail/send-once";
import { feedbackEmailIntro, feedbackTitle } from "./feedback-messages";
import { statusLabel } from "./status";
import { applicationEmailSelect, applicationLink, sendApplicationEmail } from "./update-email";

export async function sendFeedbackEmail({ feedbackId }: { feedbackId: string }): Promise<void> {
  const feedback = await db().applicationFeedback.findUnique({
    where: { id: feedbackId },
    select: { message: true, toStatus: true, emailedAt: true, application: { select: applicationEmailSelect } },
  });
  await sendApplicationEmail(
    feedback,
    ({ message, toStatus, application: { candidate, job, jobId } }) => ({
      subject: `${feedbackTitle(job.company.name)}: ${job.title}`,
      title: feedbackTitle(job.company.name),
      intro: feedbackEmailIntro({ firstName: candidate.firstName, company: job.company.name, job: job.title }),
      quote: message,
      action: { label: "See your application", href: applicationLink(jobId) },
      outro: toStatus ? `Your application is now ${statusLabel(toStatus)}.` : "Your application's status has not changed.",
    }),
    {
      claim: async (tx) =>
        (await tx.applicationFeedback.updateMany({ where: { id: feedbackId, emailedAt: null }, data: { emailedAt: new Date() } })).count === 1,
      messageId: eventMessageId("application-feedback", feedbackId),
    },
  );
}
