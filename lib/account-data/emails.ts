// The e-mails of the account-data steps: deletion asked, cancelled, done; export ready. Each in the
// account's language (`language`: the candidate's choice, English until one is made).
import { env } from "@/lib/env";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";
import { mailLocale, mailText, type MailText } from "@/lib/i18n/mail-text";
import { renderEmail, type EmailContent, type MailMessage } from "@/lib/mail";
import { formatEraseDate } from "./erase-date";

type To = { email: string; language: string | null };

type Say = MailText["say"];
/** What one of these mails says; its language is the account's. */
type Content = Omit<EmailContent, "lang">;

/** One of these e-mails to `to`, in the account's language: its subject's key, and its content in `say`'s words. */
function accountEmail(to: To, subject: Parameters<Say>[0], content: (say: Say, locale: Locale) => Content): MailMessage {
  const { say, locale } = mailText(mailLocale(to.language));
  const { html, text } = renderEmail({ lang: locale, ...content(say, locale) });
  return { to: to.email, subject: say(subject), html, text };
}

export function deletionRequestedEmail(to: To, eraseAfter: Date): MailMessage {
  return accountEmail(to, "closedSubject", (say, locale) => ({
    title: say("closedTitle"),
    intro: say("closedIntro", { date: formatEraseDate(eraseAfter, FORMAT_TAGS[locale]) }),
    action: { label: say("closedAction"), href: `${env().appUrl}/settings` },
    outro: say("closedOutro"),
  }));
}

export function deletionCancelledEmail(to: To): MailMessage {
  return accountEmail(to, "reopenedSubject", (say) => ({
    title: say("reopenedTitle"),
    intro: say("reopenedIntro"),
    action: { label: say("reopenedAction"), href: `${env().appUrl}/settings` },
  }));
}

export function erasedEmail(to: To): MailMessage {
  return accountEmail(to, "erasedSubject", (say) => ({ title: say("erasedTitle"), intro: say("erasedIntro"), outro: say("erasedOutro") }));
}

export function deletionCodeEmail(to: To, code: string, minutes: number): MailMessage {
  return accountEmail(to, "deletionCodeSubject", (say) => ({
    title: say("deletionCodeTitle"),
    intro: say("deletionCodeIntro"),
    code,
    outro: say("deletionCodeOutro", { minutes }),
  }));
}

export function exportReadyEmail(to: To, url: string, hours: number): MailMessage {
  return accountEmail(to, "exportSubject", (say) => ({
    title: say("exportTitle"),
    intro: say("exportIntro"),
    action: { label: say("exportAction"), href: url },
    outro: say("exportOutro", { hours }),
  }));
}
