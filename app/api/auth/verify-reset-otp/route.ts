// POST /api/auth/verify-reset-otp – checks the reset code for { email, otp }; returns a one-off resetToken (also as a cookie)
import { NextResponse } from "next/server";
import { verifyPasswordResetOtp } from "@/lib/auth/password-reset";
import { setResetCookie } from "@/lib/auth/reset-cookie";
import { ZVerifyResetOtpSchema } from "@/lib/auth/schema";
import { clientIp } from "@/lib/http/client-ip";
import { firstIssue, jsonError, readJson, withErrors } from "@/lib/http/respond";

export const POST = withErrors(async (req) => {
  const parsed = ZVerifyResetOtpSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
  const resetToken = await verifyPasswordResetOtp({ ...parsed.data, ip: clientIp(req) });
  const response = NextResponse.json({ message: "Code verified", resetToken });
  setResetCookie(response, resetToken);
  return response;
});
