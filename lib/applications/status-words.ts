// A status of an application in the words of a candidate's mail: its title and sentence (the
// catalog's mail.statuses, English word for word as STATUS_MESSAGES, which the bell and the
// timeline still use) and its label (jobCard.statuses, the chip's words).
import type { ApplicationStatus } from "@/generated/prisma/client";
import { messagesFor } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import type { MailText } from "@/lib/i18n/mail-text";

export function statusWords(mail: MailText, status: ApplicationStatus, about: { job: string; company: string }) {
  const { title, body } = mail.words.statuses[status];
  return { title, body: fill(body, about), label: messagesFor(mail.locale, "jobCard").statuses[status] };
}
