// The words of the signed-out quick apply ("Join application") in the visitor's language: the job's
// page stays English signed out, but the form speaks what the visitor's cookie or browser asks, as
// its e-mail does (lib/applications/quick-apply-email.ts). The server builds them; the popup, loaded
// with the visitor's button, imports only the type.
import { messagesFor, type Messages } from "@/lib/i18n/catalogs";
import { errorWords, QUICK_APPLY_ERRORS } from "@/lib/i18n/form-errors";
import type { Locale } from "@/lib/i18n/locales";
import type { ErrorWords } from "@/lib/i18n/say-error";

export type QuickApplyText = Messages["quickApply"] & {
  locale: Locale;
  /** Its refusals (the schema's, the resume's, the server's): none in English. */
  errors: ErrorWords;
  /** The success popup that follows, in the same language. */
  applied: Pick<Messages["jobCard"], "appliedTitle" | "appliedText" | "verificationSentTo" | "verificationNext" | "close" | "viewApplications">;
};

export function quickApplyText(locale: Locale): QuickApplyText {
  const { appliedTitle, appliedText, verificationSentTo, verificationNext, close, viewApplications } = messagesFor(locale, "jobCard");
  return {
    ...messagesFor(locale, "quickApply"),
    locale,
    errors: errorWords(locale, QUICK_APPLY_ERRORS),
    applied: { appliedTitle, appliedText, verificationSentTo, verificationNext, close, viewApplications },
  };
}
