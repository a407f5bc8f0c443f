// One schema per form, used by the browser form and by the route handler. Messages are the spec's.
import { z } from "zod";
import { OTP_LENGTH } from "@/lib/otp/otp-rules";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";

/** Name characters, @, domain, dot, a top-level domain of at least two letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const ZEmail = z
  .string({ error: "Email is Required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is Required")
  .regex(EMAIL_PATTERN, "It's not a valid Email")
  .max(254, "It's not a valid Email");

export const ZNewPassword = z
  .string({ error: "Password can't be empty" })
  .min(1, "Password can't be empty")
  .min(PASSWORD_MIN_LENGTH, "Password length is too short")
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const ZOtpCode = z
  .string({ error: "Invalid OTP" })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), "Invalid OTP");

/** A form that asks for a code alone (the sign-up e-mail, a mobile number). */
export const ZOtpCodeForm = z.object({ otp: ZOtpCode });

/** Sign-up step one, in the spec's order: e-mail required, e-mail valid, password present, long enough. */
export const ZSignUpSchema = z.object({ email: ZEmail, password: ZNewPassword });
export type TSignUp = z.infer<typeof ZSignUpSchema>;

export const ZSendSignUpOtpSchema = z.object({ email: ZEmail });

export const ZRegisterSchema = z.object({ email: ZEmail, password: ZNewPassword, otp: ZOtpCode });
export type TRegister = z.infer<typeof ZRegisterSchema>;

export const ZLoginSchema = z.object({
  email: ZEmail,
  password: z.string({ error: "Password can't be empty" }).min(1, "Password can't be empty").max(PASSWORD_MAX_LENGTH),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

export const ZForgotPasswordSchema = z.object({ email: ZEmail });
export const ZVerifyResetOtpSchema = z.object({ email: ZEmail, otp: ZOtpCode });

/** The forgot-password refusal for an e-mail without an account (the server's 404, the spec's words). */
export const NOT_REGISTERED = "User is not registered with this email";

export const PASSWORDS_DIFFER = "Passwords do not match";

/** The "Set New Password" form: two fields that must agree. */
export const ZNewPasswordPairSchema = z
  .object({ password: ZNewPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });

export const ZResetPasswordSchema = z.object({
  email: ZEmail,
  password: ZNewPassword,
  /** Returned by verify-reset-otp; browsers send it as an httpOnly cookie instead. */
  resetToken: z.string().min(16).max(200).optional(),
});

export const LINK_NOT_VALID = "This link is no longer valid. Sign in or reset your password instead.";

/** The account-verify link's form: the link's candidate, e-mail and token, and the chosen password. */
export const ZSetPasswordFromLinkSchema = z.object({
  candidateId: z.uuid("This link is not valid"),
  password: ZNewPassword,
  email: ZEmail,
  token: z.string({ error: LINK_NOT_VALID }).min(20, LINK_NOT_VALID).max(200, LINK_NOT_VALID),
});
