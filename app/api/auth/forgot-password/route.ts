// POST /api/auth/forgot-password – e-mails a reset code to { email }; 404 when nobody has that e-mail
import { NextResponse } from "next/server";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { ZForgotPasswordSchema } from "@/lib/auth/schema";
import { clientIp } from "@/lib/http/client-ip";
import { firstIssue, jsonError, readJson, withErrors } from "@/lib/http/respond";

export const POST = withErrors(async (req) => {
  const parsed = ZForgotPasswordSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error), {}, "message");
  const sent = await requestPasswordReset({ email: parsed.data.email, ip: clientIp(req) });
  return NextResponse.json({ message: "We have sent a code to your e-mail", ...sent });
}, { field: "message" });
