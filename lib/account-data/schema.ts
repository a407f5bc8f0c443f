import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth/password-rules";
import { ZNewPassword } from "@/lib/auth/schema";

/** Deleting an account: the password, or for an account without one, the e-mailed code. */
export const ZDeleteAccountSchema = z
  .object({
    password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    otp: z.string().trim().max(12).optional(),
  })
  .refine((v) => Boolean(v.password || v.otp), { message: "Enter your password to confirm" });

export const ZChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Enter your current password" }).min(1, "Enter your current password").max(PASSWORD_MAX_LENGTH),
    newPassword: ZNewPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

/** Withdrawing a consent the candidate gave (today: a recorded interview's, by the interview's id). */
export const ZWithdrawConsentSchema = z.object({ id: z.uuid({ error: "Choose a consent to withdraw" }) });
export type TWithdrawConsent = z.infer<typeof ZWithdrawConsentSchema>;

/** A page of the "who viewed your data" log. */
export const ZAccessLogQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
