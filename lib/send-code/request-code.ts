// The codes a visitor asks for before signing in: sign-up's (in the language the visitor chose, no
// account yet) and a password reset's (in the account's language, else the visitor's).
import { assertNotRegistered } from "@/lib/auth/register-candidate";
import { NOT_REGISTERED } from "@/lib/auth/schema";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { mailLocale } from "@/lib/i18n/mail-text";
import { issueOtp } from "@/lib/otp/issue-otp";
import { sendOtpEmail } from "./send-code";

/** `locale`: the language the visitor chose; English unless said. */
export async function requestSignUpOtp(options: { email: string; ip: string; locale?: Locale }) {
  await assertNotRegistered(options.email);
  const issued = await issueOtp({ purpose: "SIGNUP_EMAIL", target: options.email, ip: options.ip });
  await sendOtpEmail("SIGNUP_EMAIL", options.email, issued.code, options.locale ?? "en");
  return { resendAfterSeconds: issued.resendAfterSeconds, expiresInSeconds: issued.expiresInSeconds };
}

/** The code goes out in the account's language, else in `locale` (the one the visitor chose). */
export async function requestPasswordReset(options: { email: string; ip: string; locale?: Locale }) {
  const candidate = await db().candidate.findUnique({ where: { email: options.email }, select: { id: true, language: true } });
  if (!candidate) throw new AppError("NOT_FOUND", NOT_REGISTERED);
  const issued = await issueOtp({ purpose: "PASSWORD_RESET", target: options.email, ip: options.ip });
  await sendOtpEmail("PASSWORD_RESET", options.email, issued.code, mailLocale(candidate.language ?? options.locale));
  return { resendAfterSeconds: issued.resendAfterSeconds, expiresInSeconds: issued.expiresInSeconds };
}
