// "applications.status-email": tells the candidate by e-mail that an application moved.
import { db } from "@/lib/db/client";
import { eventMessageId } from "@/lib/mail/send-once";
import { STATUS_MESSAGES } from "./status-messages";
import { statusLabel } from "./status";
import { applicationEmailSelect, applicationLink, sendApplicationEmail } from "./update-email";

export async function sendStatusEmail({ changeId }: { changeId: string }): Promise<void> {
  const change = await db().applicationStatusChange.findUnique({
    where: { id: changeId },
    select: { toStatus: true, emailedAt: true, application: { select: applicationEmailSelect } },
  });
  await sendApplicationEmail(
    change,
    ({ toStatus, application: { candidate, job, jobId } }) => {
      const message = STATUS_MESSAGES[toStatus];
      return {
        subject: `${message.title}: ${job.title}`,
        title: message.title,
        intro: `Hi${candidate.firstName ? ` ${candidate.firstName}` : ""}, ${message.body(job.title, job.company.name)}`,
        action: { label: "View your application", href: applicationLink(jobId) },
        outro: `Status: ${statusLabel(toStatus)}.`,
      };
    },
    {
      claim: async (tx) =>
        (await tx.applicationStatusChange.updateMany({ where: { id: changeId, emailedAt: null }, data: { emailedAt: new Date() } })).count === 1,
      messageId: eventMessageId("application-status", changeId),
    },
  );
}
