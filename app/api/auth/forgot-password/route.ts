// POST /api/auth/forgot-password – e-mails a reset code to { email }; 404 when nobody has that e-mail
import { requestPasswordReset } from "@/lib/send-code/request-code";
import { ZForgotPasswordSchema } from "@/lib/auth/schema";
import { clientIp } from "@/lib/http/client-ip";
import { requestLocale } from "@/lib/http/request-locale";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "public", body: ZForgotPasswordSchema, field: "message" }, async ({ body, req }) => ({
  message: "We have sent a code to your e-mail",
  ...(await requestPasswordReset({ email: body.email, ip: clientIp(req), locale: requestLocale(req) })),
}));
