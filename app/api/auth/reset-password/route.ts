// POST /api/auth/reset-password – sets a new password for { email, password } after a verified reset code
import { setResetCookie } from "@/lib/http/cookies";
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { resetPassword } from "@/lib/auth/password-reset";
import { RESET_COOKIE } from "@/lib/auth/reset-cookie";
import { ZResetPasswordSchema } from "@/lib/auth/schema";
import { route } from "@/lib/http/route";

// API clients send the secret in the body; browsers carry it in the httpOnly cookie.
export const POST = route({ auth: "public", body: ZResetPasswordSchema }, async ({ body }) => {
  const resetToken = body.resetToken ?? (await cookies()).get(RESET_COOKIE)?.value;
  await resetPassword({ email: body.email, password: body.password, resetToken });
  const response = NextResponse.json({ message: "Your password has been changed" });
  setResetCookie(response, null);
  return response;
});
