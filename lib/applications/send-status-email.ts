// "applications.status-email": tells the candidate by e-mail that an application moved.
import { db } from "@/lib/db/client";
import { wantsEmail } from "@/lib/email-preferences/email-preferences";
import { env } from "@/lib/env";
import { renderEmail } from "@/lib/mail";
import { eventMessageId, sendMailOnce } from "@/lib/mail/send-once";
import { STATUS_MESSAGES } from "./status-messages";
import { statusLabel } from "./status";

export async function sendStatusEmail({ changeId }: { changeId: string }): Promise<void> {
  const change = await db().applicationStatusChange.findUnique({
    where: { id: changeId },
    select: {
      toStatus: true,
      emailedAt: true,
      application: {
        select: {
          jobId: true,
          candidate: { select: { id: true, email: true, firstName: true } },
          job: { select: { title: true, company: { select: { name: true } } } },
        },
      },
    },
  });
  if (!change || change.emailedAt) return; // deleted since, or already e-mailed
  const { candidate, job, jobId } = change.application;
  // The bell has it already; the e-mail only when the candidate wants application updates.
  if (!(await wantsEmail({ candidateId: candidate.id, kind: "applicationUpdates" }))) return;
  const message = STATUS_MESSAGES[change.toStatus];
  const { html, text } = renderEmail({
    title: message.title,
    intro: `Hi${candidate.firstName ? ` ${candidate.firstName}` : ""}, ${message.body(job.title, job.company.name)}`,
    action: { label: "View your application", href: `${env().appUrl}/jobs/${jobId}` },
    outro: `Status: ${statusLabel(change.toStatus)}.`,
  });
  await sendMailOnce(
    async (tx) => (await tx.applicationStatusChange.updateMany({ where: { id: changeId, emailedAt: null }, data: { emailedAt: new Date() } })).count === 1,
    { to: candidate.email, subject: `${message.title}: ${job.title}`, html, text, messageId: eventMessageId("application-status", changeId) },
  );
}
