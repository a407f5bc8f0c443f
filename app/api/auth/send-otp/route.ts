// POST /api/auth/send-otp – sign-up step one: e-mails a 6-digit code to { email } (errors in `message`)
import { NextResponse } from "next/server";
import { requestSignUpOtp } from "@/lib/auth/register-candidate";
import { ZSendSignUpOtpSchema } from "@/lib/auth/schema";
import { clientIp } from "@/lib/http/client-ip";
import { firstIssue, jsonError, readJson, withErrors } from "@/lib/http/respond";

export const POST = withErrors(async (req) => {
  const parsed = ZSendSignUpOtpSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error), {}, "message");
  const sent = await requestSignUpOtp({ email: parsed.data.email, ip: clientIp(req) });
  return NextResponse.json({ message: "We have sent a code to your e-mail", ...sent });
}, { field: "message" });
