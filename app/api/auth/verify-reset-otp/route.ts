// POST /api/auth/verify-reset-otp – checks the reset code for { email, otp }; returns a one-off resetToken (also as a cookie)
import { setResetCookie } from "@/lib/http/cookies";
import { NextResponse } from "next/server";
import { verifyPasswordResetOtp } from "@/lib/auth/password-reset";
import { ZVerifyResetOtpSchema } from "@/lib/auth/schema";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "public", body: ZVerifyResetOtpSchema }, async ({ body, req }) => {
  const resetToken = await verifyPasswordResetOtp({ ...body, ip: clientIp(req) });
  const response = NextResponse.json({ message: "Code verified", resetToken });
  setResetCookie(response, resetToken);
  return response;
});
