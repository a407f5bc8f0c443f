// What the e-mails about an application (a status change, an employer's feedback) share: who they
// go to, whether that candidate wants them, the footer that says how to stop them, all in the
// candidate's language.
import type { Tx } from "@/lib/db/client";
import { wantsEmail } from "@/lib/email-preferences/email-preferences";
import { env } from "@/lib/env";
import { renderEmail, type EmailContent } from "@/lib/mail";
import { mailLocale, mailText, type MailText } from "@/lib/i18n/mail-text";
import { sendMailOnce } from "@/lib/mail/send-once";

export const applicationEmailSelect = {
  jobId: true,
  candidate: { select: { id: true, email: true, firstName: true, language: true, accountDeletion: { select: { requestedAt: true } } } },
  job: { select: { title: true, company: { select: { name: true } } } },
} as const;

/** The bell has it either way; the e-mail only for an open account that wants application updates. */
export async function wantsApplicationEmail(candidate: { id: string; accountDeletion: unknown }): Promise<boolean> {
  if (candidate.accountDeletion) return false;
  return wantsEmail({ candidateId: candidate.id, kind: "applicationUpdates" });
}

export function applicationEmailFooter(mail: MailText) {
  return {
    text: mail.say("applicationFooter"),
    links: [{ label: mail.say("emailSettings"), href: `${env().appUrl}/settings` }],
  };
}

export const applicationLink = (jobId: string) => `${env().appUrl}/jobs/${jobId}`;

type ApplicationEmailRow = {
  emailedAt: Date | null;
  application: {
    jobId: string;
    candidate: { id: string; email: string; firstName: string | null; language: string | null; accountDeletion: unknown };
    job: { title: string; company: { name: string } };
  };
};

/**
 * Sends the e-mail about one event of an application (its row loaded with `applicationEmailSelect`)
 * once: not when the row is gone or already e-mailed, nor to a candidate who does not want it.
 * `write` gets the words of the candidate's language; `claim` marks the row as e-mailed in the send's transaction.
 */
export async function sendApplicationEmail<R extends ApplicationEmailRow>(
  row: R | null,
  write: (row: R, mail: MailText) => { subject: string } & Omit<EmailContent, "footer" | "lang">,
  send: { claim: (tx: Tx) => Promise<boolean>; messageId: string },
): Promise<void> {
  if (!row || row.emailedAt) return; // deleted since, or already e-mailed
  const { candidate } = row.application;
  if (!(await wantsApplicationEmail(candidate))) return;
  const mail = mailText(mailLocale(candidate.language));
  const { subject, ...content } = write(row, mail);
  const { html, text } = renderEmail({ ...content, lang: mail.locale, footer: applicationEmailFooter(mail) });
  await sendMailOnce(send.claim, { to: candidate.email, subject, html, text, messageId: send.messageId });
}
