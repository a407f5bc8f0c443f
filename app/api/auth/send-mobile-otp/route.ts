// POST /api/auth/send-mobile-otp – texts a 6-digit code to { mobile, countryCode } for the signed-in candidate
import { clientIp } from "@/lib/http/client-ip";
import { requestLocale } from "@/lib/http/request-locale";
import { route } from "@/lib/http/route";
import { sendMobileOtp, ZSendMobileOtpRequest } from "@/lib/users/mobile-verification";

export const POST = route({ auth: "candidate", body: ZSendMobileOtpRequest }, async ({ candidate, body, req }) => ({
  message: "OTP sent",
  ...(await sendMobileOtp({ ...body, candidateId: candidate.id, ip: clientIp(req), locale: requestLocale(req, candidate.language) })),
}));
