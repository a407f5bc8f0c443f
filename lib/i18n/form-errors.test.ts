// Every refusal sign-in, sign-up, onboarding and the account pages around them (forgot and reset
// password, the account-verify link, job-alert unsubscribe) can show (their zod schemas' messages
// and the server's) has its catalog key, so a Hindi screen shows it in Hindi; English shows it unchanged.
import { describe, expect, it } from "vitest";
import { BUSY_MESSAGE } from "@/lib/http/respond";
import { GENERIC_FAILURE, NO_CONNECTION, UPLOAD_FAILED } from "@/components/api/request";
import {
  LINK_NOT_VALID,
  NOT_REGISTERED,
  ZForgotPasswordSchema,
  ZLoginSchema,
  ZNewPasswordPairSchema,
  ZOtpCodeForm,
  ZResetPasswordSchema,
  ZSetPasswordFromLinkSchema,
  ZSignUpSchema,
  ZVerifyResetOtpSchema,
} from "@/lib/auth/schema";
import { UNSUBSCRIBE_INVALID_MESSAGE, ZUnsubscribe } from "@/lib/job-alerts/schema";
import { ALREADY_REGISTERED } from "@/lib/auth/register-candidate";
import { OTP_MESSAGES } from "@/lib/otp/verify-otp";
import { CTC_MESSAGE, CTC_TOO_LARGE } from "@/lib/profile/ctc";
import { UNREADABLE_PDF } from "@/lib/profile/extract-pdf-text";
import { STEP_DONE_MESSAGE } from "@/lib/profile/swap-candidate-file";
import { checkFileInBrowser, sizeMessage, UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { MOBILE_NOT_VALID } from "@/lib/users/mobile-verification";
import { ZBasicInfoSchema, ZDesignationSchema, ZProfileDetailsSchema } from "@/lib/users/onboarding-schema";
import { KEPT_IN_ENGLISH } from "./glossary";
import { errorWords, sayError } from "./form-errors";

const hindi = errorWords("hi");

/** The messages a schema gives for each of the inputs. */
function messagesOf(schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

const long = "x".repeat(200);

const SCHEMA_MESSAGES = [
  ...messagesOf(ZLoginSchema, [{}, { email: "", password: "" }, { email: "not-an-email", password: "x" }]),
  ...messagesOf(ZSignUpSchema, [{}, { email: "", password: "" }, { email: "a@b", password: "short" }, { email: "a@b.in", password: "x".repeat(129) }]),
  ...messagesOf(ZOtpCodeForm, [{}, { otp: "12" }]),
  ...messagesOf(ZForgotPasswordSchema, [{}, { email: "" }, { email: "not-an-email" }]),
  ...messagesOf(ZVerifyResetOtpSchema, [{}, { email: "a@b", otp: "12" }]),
  ...messagesOf(ZNewPasswordPairSchema, [
    { password: "", confirmPassword: "" },
    { password: "short", confirmPassword: "" },
    { password: "Sunrise@2026", confirmPassword: "Sunrise@2027" },
  ]),
  ...messagesOf(ZResetPasswordSchema, [{}, { email: "x", password: "x".repeat(129) }]),
  ...messagesOf(ZSetPasswordFromLinkSchema, [{}, { candidateId: "nope", password: "short", email: "x", token: "short" }]),
  ...messagesOf(ZUnsubscribe, [{ id: "nope", token: "x" }]),
  ...messagesOf(ZBasicInfoSchema, [{}, { firstName: "", lastName: "", gender: "x", city: long, state: "", countryIso: "India", mobileVerified: false }]),
  ...messagesOf(ZDesignationSchema, [{}, { designation: long, currentCtc: "1.5", expectedCtc: "99999999999" }]),
  ...messagesOf(ZProfileDetailsSchema, [
    {},
    { interest: "x", linkedin: "https://example.com/me" },
    { interest: Array.from({ length: 11 }, (_, i) => `Title ${i}`), cvUploaded: true },
    { interest: ["Data Engineer", "data engineer"], cvUploaded: true },
  ]),
];

const SERVER_MESSAGES = [
  OTP_MESSAGES.invalid,
  OTP_MESSAGES.expired,
  OTP_MESSAGES.tooManyTries,
  OTP_MESSAGES.resetExpired,
  NOT_REGISTERED,
  LINK_NOT_VALID,
  UNSUBSCRIBE_INVALID_MESSAGE,
  ALREADY_REGISTERED,
  "invalid user",
  "invalid password",
  "Please wait 42 seconds before asking for a new code.",
  "Too many attempts. Please try again in 1 minute.",
  "Too many attempts. Please try again in 15 minutes.",
  MOBILE_NOT_VALID,
  STEP_DONE_MESSAGE,
  "This step can no longer be changed here",
  CTC_MESSAGE,
  CTC_TOO_LARGE,
  UNREADABLE_PDF,
  UPLOAD_KINDS.cv.typeMessage,
  UPLOAD_KINDS.onboardingPhoto.typeMessage,
  sizeMessage(UPLOAD_KINDS.cv.maxBytes),
  sizeMessage(UPLOAD_KINDS.onboardingPhoto.maxBytes),
  checkFileInBrowser({ name: "empty.pdf", size: 0 }, UPLOAD_KINDS.cv)!,
  GENERIC_FAILURE,
  NO_CONNECTION,
  UPLOAD_FAILED,
  BUSY_MESSAGE,
  "Your Google e-mail address is not verified.",
];

/** Latin words left once the glossary's terms are taken out. */
function strayEnglish(text: string): string[] {
  let rest = text;
  for (const term of [...KEPT_IN_ENGLISH].sort((a, b) => b.length - a.length)) rest = rest.split(term).join(" ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

describe("the refusals of sign-in, sign-up, onboarding and the account pages", () => {
  it("are found by the schemas' own inputs (the list is not empty)", () => {
    expect(new Set(SCHEMA_MESSAGES).size).toBeGreaterThanOrEqual(20);
    // The account pages' own: the two passwords, the account-verify link, the unsubscribe link.
    expect(SCHEMA_MESSAGES).toEqual(
      expect.arrayContaining(["Passwords do not match", "This link is not valid", LINK_NOT_VALID, "This unsubscribe link is not complete"]),
    );
  });

  it("each say in Hindi what the schemas and the server say in English", () => {
    const untranslated = [...new Set([...SCHEMA_MESSAGES, ...SERVER_MESSAGES])].filter((message) => {
      const said = sayError(hindi, message);
      return said === message || !/[\u0900-\u097F]/.test(said) || strayEnglish(said).length > 0;
    });
    expect(untranslated).toEqual([]);
  });

  it("put a message's numbers in their Hindi places", () => {
    expect(sayError(hindi, "Please wait 42 seconds before asking for a new code.")).toBe("नया कोड मँगाने से पहले कृपया 42 सेकंड रुकें।");
    expect(sayError(hindi, sizeMessage(UPLOAD_KINDS.onboardingPhoto.maxBytes))).toMatch(/^फ़ाइल \d+KB से छोटी होनी चाहिए$/);
  });

  it("say the forgot-password and unsubscribe refusals in Hindi, the 90 days kept", () => {
    expect(sayError(hindi, NOT_REGISTERED)).toBe("इस ई-मेल से कोई अकाउंट रजिस्टर नहीं है");
    expect(sayError(hindi, "Passwords do not match")).toBe("दोनों पासवर्ड एक जैसे नहीं हैं");
    expect(sayError(hindi, UNSUBSCRIBE_INVALID_MESSAGE)).toContain("90 दिन");
  });

  it("stay word for word in English, and a message without a key is shown as it came", () => {
    expect(errorWords("en")).toEqual([]);
    for (const message of [...SCHEMA_MESSAGES, ...SERVER_MESSAGES]) expect(sayError(errorWords("en"), message)).toBe(message);
    expect(sayError(hindi, "A message nobody wrote a key for")).toBe("A message nobody wrote a key for");
    expect(sayError(hindi, null)).toBeNull();
  });
});
