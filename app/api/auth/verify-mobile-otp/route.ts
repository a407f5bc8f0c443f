// POST /api/auth/verify-mobile-otp – checks { otp, mobile, countryCode, country } and marks the number verified
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { verifyMobileOtp, ZVerifyMobileOtpRequest } from "@/lib/users/mobile-verification";

export const POST = route({ auth: "candidate", body: ZVerifyMobileOtpRequest }, async ({ candidate, body, req }) => {
  const verified = await verifyMobileOtp({ ...body, candidateId: candidate.id, ip: clientIp(req) });
  return { message: "Mobile number verified", mobile: verified.mobile, countryIso: verified.countryIso };
});
