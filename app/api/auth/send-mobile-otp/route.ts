// POST /api/auth/send-mobile-otp – texts a 6-digit code to { mobile, countryCode } for the signed-in candidate
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { sendMobileOtp, ZSendMobileOtpRequest } from "@/lib/users/mobile-verification";

export const POST = route({ auth: "candidate", body: ZSendMobileOtpRequest }, async ({ candidate, body, req }) => ({
  message: "OTP sent",
  ...(await sendMobileOtp({ ...body, candidateId: candidate.id, ip: clientIp(req) })),
}));
