// "applications.status-email": tells the candidate by e-mail, in their language, that an application moved.
import { db } from "@/lib/db/client";
import { eventMessageId } from "@/lib/mail/send-once";
import { statusWords } from "./status-words";
import { applicationEmailSelect, applicationLink, sendApplicationEmail } from "./update-email";

export async function sendStatusEmail({ changeId }: { changeId: string }): Promise<void> {
  const change = await db().applicationStatusChange.findUnique({
    where: { id: changeId },
    select: { toStatus: true, emailedAt: true, application: { select: applicationEmailSelect } },
  });
  await sendApplicationEmail(
    change,
    ({ toStatus, application: { candidate, job, jobId } }, mail) => {
      const { title, body, label } = statusWords(mail, toStatus, { job: job.title, company: job.company.name });
      return {
        subject: mail.say("aboutJob", { title, job: job.title }),
        title,
        intro: mail.say("statusIntro", { greeting: mail.greeting(candidate.firstName), body }),
        action: { label: mail.say("statusAction"), href: applicationLink(jobId) },
        outro: mail.say("statusOutro", { status: label }),
      };
    },
    {
      claim: async (tx) =>
        (await tx.applicationStatusChange.updateMany({ where: { id: changeId, emailedAt: null }, data: { emailedAt: new Date() } })).count === 1,
      messageId: eventMessageId("application-status", changeId),
    },
  );
}
