// The quick apply's e-mail: the link that sets a password and verifies the address, in the
// visitor's language (the account's when it has chosen one, else the one the request chose).
import { brand } from "@/lib/brand";
import { messagesFor } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { renderEmail, type MailMessage } from "@/lib/mail";

export function quickApplyEmail(options: { to: string; link: string; job: { title: string; company: string } | null; locale: Locale }): MailMessage {
  const words = messagesFor(options.locale, "quickApplyMail");
  const say = (message: string, values: Record<string, string> = {}) => fill(message, { brand: brand.name, ...values });
  const { job } = options;
  const { html, text } = renderEmail({
    lang: options.locale,
    title: say(words.title),
    intro: job ? say(words.introJob, { job: job.title, company: job.company }) : say(words.intro),
    action: { label: say(words.action), href: options.link },
    outro: say(words.outro),
  });
  return { to: options.to, subject: say(words.subject), html, text };
}
