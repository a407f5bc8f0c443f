// "applications.status-email": tells the candidate by e-mail that an application moved.
import { db } from "@/lib/db/client";
import { renderEmail } from "@/lib/mail";
import { eventMessageId, sendMailOnce } from "@/lib/mail/send-once";
import { STATUS_MESSAGES } from "./status-messages";
import { statusLabel } from "./status";
import { applicationEmailFooter, applicationEmailSelect, applicationLink, wantsApplicationEmail } from "./update-email";

export async function sendStatusEmail({ changeId }: { changeId: string }): Promise<void> {
  const change = await db().applicationStatusChange.findUnique({
    where: { id: changeId },
    select: {
      toStatus: true,
      emailedAt: true,
      application: { select: applicationEmailSelect },
    },
  });
  if (!change || change.emailedAt) return; // deleted since, or already e-mailed
  const { candidate, job, jobId } = change.application;
  if (!(await wantsApplicationEmail(candidate))) return;
  const message = STATUS_MESSAGES[change.toStatus];
  const { html, text } = renderEmail({
    title: message.title,
    intro: `Hi${candidate.firstName ? ` ${candidate.firstName}` : ""}, ${message.body(job.title, job.company.name)}`,
    action: { label: "View your application", href: applicationLink(jobId) },
    outro: `Status: ${statusLabel(change.toStatus)}.`,
    footer: applicationEmailFooter(),
  });
  await sendMailOnce(
    async (tx) => (await tx.applicationStatusChange.updateMany({ where: { id: changeId, emailedAt: null }, data: { emailedAt: new Date() } })).count === 1,
    { to: candidate.email, subject: `${message.title}: ${job.title}`, html, text, messageId: eventMessageId("application-status", changeId) },
  );
}
