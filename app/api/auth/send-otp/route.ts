// POST /api/auth/send-otp – sign-up step one: e-mails a 6-digit code to { email } (errors in `message`)
import { requestSignUpOtp } from "@/lib/send-code/request-code";
import { ZSendSignUpOtpSchema } from "@/lib/auth/schema";
import { clientIp } from "@/lib/http/client-ip";
import { requestLocale } from "@/lib/http/request-locale";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "public", body: ZSendSignUpOtpSchema, field: "message" }, async ({ body, req }) => ({
  message: "We have sent a code to your e-mail",
  ...(await requestSignUpOtp({ email: body.email, ip: clientIp(req), locale: requestLocale(req) })),
}));
