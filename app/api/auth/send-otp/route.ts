// POST /api/auth/send-otp – sign-up step one: e-mails a 6-digit code to { email } (errors in `message`)
import { NextResponse } from "next/server";
import { requestSignUpOtp } from "@/lib/auth/register-candidate";
import { ZSendSignUpOtpSchema } from "@/lib/auth/schema";
import { clientIp, errorResponse, firstIssue, jsonError, readJson } from "@/lib/http/respond";

export async function POST(req: Request) {
  const parsed = ZSendSignUpOtpSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error), {}, "message");
  try {
    const sent = await requestSignUpOtp({ email: parsed.data.email, ip: clientIp(req) });
    return NextResponse.json({ message: "We have sent a code to your e-mail", ...sent });
  } catch (error) {
    return errorResponse(error, "message");
  }
}
