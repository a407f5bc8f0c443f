// POST /api/auth/forgot-password – e-mails a reset code to { email }; 404 when nobody has that e-mail
import { NextResponse } from "next/server";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { ZForgotPasswordSchema } from "@/lib/auth/schema";
import { clientIp, errorResponse, firstIssue, jsonError, readJson } from "@/lib/http/respond";

export async function POST(req: Request) {
  const parsed = ZForgotPasswordSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error), {}, "message");
  try {
    const sent = await requestPasswordReset({ email: parsed.data.email, ip: clientIp(req) });
    return NextResponse.json({ message: "We have sent a code to your e-mail", ...sent });
  } catch (error) {
    return errorResponse(error, "message");
  }
}
