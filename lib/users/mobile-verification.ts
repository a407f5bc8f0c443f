// Mobile verification by SMS code: the number is checked for its country, stored in E.164
// once the code is right. A code is bound to the candidate and the number it was sent to.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { sendOtpSms } from "@/lib/send-code/send-code";
import { issueOtp } from "@/lib/otp/issue-otp";
import { consumeOtp, OTP_MESSAGES } from "@/lib/otp/verify-otp";
import type { Locale } from "@/lib/i18n/locales";
import { withOneMessage } from "@/lib/validation/one-message";

export const MOBILE_NOT_VALID = "Mobile/country number is not vaild";

export const ZSendMobileOtpSchema = z.object({
  mobile: z.string({ error: MOBILE_NOT_VALID }).trim().min(1, MOBILE_NOT_VALID).max(30, MOBILE_NOT_VALID),
  countryCode: z
    .string({ error: MOBILE_NOT_VALID })
    .trim()
    .regex(/^\+?\d{1,4}$/, MOBILE_NOT_VALID),
  countryIso: z.string().trim().length(2).toUpperCase().optional(),
  email: z.string().optional(),
});

export const ZVerifyMobileOtpSchema = ZSendMobileOtpSchema.extend({
  otp: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
  country: z.string().optional(),
});

/** The send and verify calls' bodies: anything wrong with one is answered with the form's one message. */
export const ZSendMobileOtpRequest = withOneMessage(ZSendMobileOtpSchema, MOBILE_NOT_VALID);
export const ZVerifyMobileOtpRequest = withOneMessage(ZVerifyMobileOtpSchema, OTP_MESSAGES.invalid);

type MobileInput = { mobile: string; countryCode: string; countryIso?: string };

/** The number in E.164 and the country it belongs to, or a 400 in the spec's words. */
export function normaliseMobile(input: MobileInput): { e164: string; countryIso: string | undefined } {
  const dial = input.countryCode.startsWith("+") ? input.countryCode : `+${input.countryCode}`;
  const digits = input.mobile.replace(/[\s().-]/g, "");
  const phone = digits.startsWith("+")
    ? parsePhoneNumberFromString(digits)
    : input.countryIso
      ? parsePhoneNumberFromString(digits, input.countryIso as CountryCode)
      : parsePhoneNumberFromString(`${dial}${digits}`);
  if (!phone || !phone.isValid() || `+${phone.countryCallingCode}` !== dial) throw new AppError("INVALID_INPUT", MOBILE_NOT_VALID);
  if (input.countryIso && phone.country && phone.country !== input.countryIso) throw new AppError("INVALID_INPUT", MOBILE_NOT_VALID);
  return { e164: phone.number, countryIso: input.countryIso ?? phone.country };
}

const target = (candidateId: string, e164: string) => `${candidateId}|${e164}`;

/** `locale`: the account's language (else the request's, as the route reads it); English unless said. */
export async function sendMobileOtp(options: MobileInput & { candidateId: string; ip: string; locale?: Locale }) {
  const { e164 } = normaliseMobile(options);
  const issued = await issueOtp({ purpose: "MOBILE", target: target(options.candidateId, e164), address: e164, ip: options.ip });
  await sendOtpSms(e164, issued.code, options.locale ?? "en");
  return { resendAfterSeconds: issued.resendAfterSeconds, expiresInSeconds: issued.expiresInSeconds };
}

export async function verifyMobileOtp(options: MobileInput & { candidateId: string; otp: string; ip: string }) {
  const { e164, countryIso } = normaliseMobile(options);
  await consumeOtp({ purpose: "MOBILE", target: target(options.candidateId, e164), code: options.otp, ip: options.ip });
  const country = countryIso ? await db().country.findUnique({ where: { isoCode: countryIso }, select: { name: true } }) : null;
  return db().candidate.update({
    where: { id: options.candidateId },
    data: {
      mobile: e164,
      mobileVerifiedAt: new Date(),
      ...(countryIso ? { countryIso } : {}),
      ...(country ? { country: country.name } : {}),
    },
    select: { mobile: true, mobileVerifiedAt: true, countryIso: true, country: true },
  });
}
