// The words of every code we send, by e-mail (branded HTML plus text) or SMS, in the language of
// whoever asked for it (lib/i18n/mail-text.ts). Apart from lib/otp, which lib/auth needs: the
// catalogs' folder reads the signed-in account (lib/i18n/current-locale.ts), so nothing lib/auth
// imports may import them.
import { OTP_TTL_SECONDS } from "@/lib/otp/otp-rules";
import type { Locale } from "@/lib/i18n/locales";
import { renderEmail, sendMail } from "@/lib/mail";
import { mailText } from "@/lib/i18n/mail-text";
import { sendSms } from "@/lib/sms";

const minutes = Math.round(OTP_TTL_SECONDS / 60);

const EMAILS = {
  SIGNUP_EMAIL: { subject: "signupSubject", title: "signupTitle", intro: "signupIntro" },
  PASSWORD_RESET: { subject: "resetSubject", title: "resetTitle", intro: "resetIntro" },
} as const;

export async function sendOtpEmail(purpose: keyof typeof EMAILS, to: string, code: string, locale: Locale): Promise<void> {
  const keys = EMAILS[purpose];
  const { say } = mailText(locale);
  const { html, text } = renderEmail({ lang: locale, title: say(keys.title), intro: say(keys.intro), code, outro: say("codeOutro", { minutes }) });
  await sendMail({ to, subject: say(keys.subject), html, text });
}

/** The SMS's text: in Hindi it fits one Unicode segment (70 characters), code and brand included. */
export function otpSmsText(code: string, locale: Locale): string {
  return mailText(locale).say("codeSms", { code, minutes });
}

export async function sendOtpSms(to: string, code: string, locale: Locale): Promise<void> {
  await sendSms({ to, text: otpSmsText(code, locale) });
}
