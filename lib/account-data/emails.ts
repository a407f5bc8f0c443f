// The e-mails of the account-data steps: deletion asked, cancelled, done; export ready. Each in the
// account's language (`language`: the candidate's choice, English until one is made).
import { env } from "@/lib/env";
import { FORMAT_TAGS } from "@/lib/i18n/locales";
import { mailLocale, mailText } from "@/lib/i18n/mail-text";
import { renderEmail, type MailMessage } from "@/lib/mail";
import { formatEraseDate } from "./erase-date";

type To = { email: string; language: string | null };

export function deletionRequestedEmail(to: To, eraseAfter: Date): MailMessage {
  const { say, locale } = mailText(mailLocale(to.language));
  const { html, text } = renderEmail({
    lang: locale,
    title: say("closedTitle"),
    intro: say("closedIntro", { date: formatEraseDate(eraseAfter, FORMAT_TAGS[locale]) }),
    action: { label: say("closedAction"), href: `${env().appUrl}/settings` },
    outro: say("closedOutro"),
  });
  return { to: to.email, subject: say("closedSubject"), html, text };
}

export function deletionCancelledEmail(to: To): MailMessage {
  const { say, locale } = mailText(mailLocale(to.language));
  const { html, text } = renderEmail({
    lang: locale,
    title: say("reopenedTitle"),
    intro: say("reopenedIntro"),
    action: { label: say("reopenedAction"), href: `${env().appUrl}/settings` },
  });
  return { to: to.email, subject: say("reopenedSubject"), html, text };
}

export function erasedEmail(to: To): MailMessage {
  const { say, locale } = mailText(mailLocale(to.language));
  const { html, text } = renderEmail({ lang: locale, title: say("erasedTitle"), intro: say("erasedIntro"), outro: say("erasedOutro") });
  return { to: to.email, subject: say("erasedSubject"), html, text };
}

export function deletionCodeEmail(to: To, code: string, minutes: number): MailMessage {
  const { say, locale } = mailText(mailLocale(to.language));
  const { html, text } = renderEmail({
    lang: locale,
    title: say("deletionCodeTitle"),
    intro: say("deletionCodeIntro"),
    code,
    outro: say("deletionCodeOutro", { minutes }),
  });
  return { to: to.email, subject: say("deletionCodeSubject"), html, text };
}

export function exportReadyEmail(to: To, url: string, hours: number): MailMessage {
  const { say, locale } = mailText(mailLocale(to.language));
  const { html, text } = renderEmail({
    lang: locale,
    title: say("exportTitle"),
    intro: say("exportIntro"),
    action: { label: say("exportAction"), href: url },
    outro: say("exportOutro", { hours }),
  });
  return { to: to.email, subject: say("exportSubject"), html, text };
}
