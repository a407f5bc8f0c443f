// Forgot password: e-mail → code (sent by lib/send-code/request-code.ts) → new password. Verifying
// the code hands out a one-off secret; only its holder may set the new password, within the code's lifetime.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { consumeVerifiedToken, exchangeOtpForToken, OTP_MESSAGES } from "@/lib/otp/verify-otp";
import { hashPassword } from "./password";

export { NOT_REGISTERED } from "./schema";

export async function verifyPasswordResetOtp(options: { email: string; otp: string; ip: string }): Promise<string> {
  return exchangeOtpForToken({ purpose: "PASSWORD_RESET", target: options.email, code: options.otp, ip: options.ip });
}

/** Sets the password and signs the account out everywhere (whoever knew the old one is out). */
export async function resetPassword(options: { email: string; password: string; resetToken: string | undefined }): Promise<void> {
  // No secret at all (the cookie lapsed and none was sent): the reset has to start again.
  if (!options.resetToken) throw new AppError("RESET_TOKEN_EXPIRED", OTP_MESSAGES.resetExpired);
  await consumeVerifiedToken({ purpose: "PASSWORD_RESET", target: options.email, token: options.resetToken });
  const passwordHash = await hashPassword(options.password);
  const now = new Date();
  await db().$transaction(async (tx) => {
    const candidate = await tx.candidate.update({
      where: { email: options.email },
      data: { passwordHash, wrongPasswordCount: 0, emailVerifiedAt: now },
      select: { id: true },
    });
    await tx.authSession.updateMany({ where: { candidateId: candidate.id, revokedAt: null }, data: { revokedAt: now } });
  });
}
