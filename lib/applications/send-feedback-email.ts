// "applications.feedback-email": e-mails the candidate an employer's feedback, in their language,
// when they want application updates by e-mail (the bell has it either way).
import { db } from "@/lib/db/client";
import { eventMessageId } from "@/lib/mail/send-once";
import { statusWords } from "./status-words";
import { applicationEmailSelect, applicationLink, sendApplicationEmail } from "./update-email";

export async function sendFeedbackEmail({ feedbackId }: { feedbackId: string }): Promise<void> {
  const feedback = await db().applicationFeedback.findUnique({
    where: { id: feedbackId },
    select: { message: true, toStatus: true, emailedAt: true, application: { select: applicationEmailSelect } },
  });
  await sendApplicationEmail(
    feedback,
    ({ message, toStatus, application: { candidate, job, jobId } }, mail) => {
      const about = { job: job.title, company: job.company.name };
      const title = mail.say("feedbackTitle", about);
      return {
        subject: mail.say("aboutJob", { title, job: job.title }),
        title,
        intro: mail.say("feedbackIntro", { greeting: mail.greeting(candidate.firstName), ...about }),
        quote: message,
        action: { label: mail.say("feedbackAction"), href: applicationLink(jobId) },
        outro: toStatus ? mail.say("feedbackStatus", { status: statusWords(mail, toStatus, about).label }) : mail.say("feedbackNoStatus"),
      };
    },
    {
      claim: async (tx) =>
        (await tx.applicationFeedback.updateMany({ where: { id: feedbackId, emailedAt: null }, data: { emailedAt: new Date() } })).count === 1,
      messageId: eventMessageId("application-feedback", feedbackId),
    },
  );
}
