// POST /api/auth/send-mobile-otp – texts a 6-digit code to { mobile, countryCode } for the signed-in candidate
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/http/client-ip";
import { jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { MOBILE_NOT_VALID, sendMobileOtp, ZSendMobileOtpSchema } from "@/lib/users/mobile-verification";

export const POST = withCandidate(async (req, candidate) => {
  const parsed = ZSendMobileOtpSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, MOBILE_NOT_VALID);
  const sent = await sendMobileOtp({ ...parsed.data, candidateId: candidate.id, ip: clientIp(req) });
  return NextResponse.json({ message: "OTP sent", ...sent });
});
