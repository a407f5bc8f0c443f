// POST /api/auth/verify-mobile-otp – checks { otp, mobile, countryCode, country } and marks the number verified
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/http/client-ip";
import { jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { OTP_MESSAGES } from "@/lib/otp/verify-otp";
import { verifyMobileOtp, ZVerifyMobileOtpSchema } from "@/lib/users/mobile-verification";

export const POST = withCandidate(async (req, candidate) => {
  const parsed = ZVerifyMobileOtpSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, OTP_MESSAGES.invalid);
  const verified = await verifyMobileOtp({ ...parsed.data, candidateId: candidate.id, ip: clientIp(req) });
  return NextResponse.json({ message: "Mobile number verified", mobile: verified.mobile, countryIso: verified.countryIso });
});
