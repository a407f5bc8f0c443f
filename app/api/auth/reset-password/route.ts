// POST /api/auth/reset-password – sets a new password for { email, password } after a verified reset code
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { resetPassword } from "@/lib/auth/password-reset";
import { RESET_COOKIE, setResetCookie } from "@/lib/auth/reset-cookie";
import { ZResetPasswordSchema } from "@/lib/auth/schema";
import { firstIssue, jsonError, readJson, withErrors } from "@/lib/http/respond";
import { OTP_MESSAGES } from "@/lib/otp/verify-otp";

export const POST = withErrors(async (req) => {
  const parsed = ZResetPasswordSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
  const resetToken = parsed.data.resetToken ?? (await cookies()).get(RESET_COOKIE)?.value;
  if (!resetToken) return jsonError(400, OTP_MESSAGES.resetExpired);
  await resetPassword({ email: parsed.data.email, password: parsed.data.password, resetToken });
  const response = NextResponse.json({ message: "Your password has been changed" });
  setResetCookie(response, null);
  return response;
});
