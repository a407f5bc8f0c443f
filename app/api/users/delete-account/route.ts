// POST /api/users/delete-account { password } or { otp } – closes the account now, erases it after the grace period
import { clearSessionCookies } from "@/lib/http/cookies";
import { NextResponse } from "next/server";
import { requestAccountDeletion } from "@/lib/account-data/account-deletion";
import { ZDeleteAccountSchema } from "@/lib/account-data/schema";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "candidate", body: ZDeleteAccountSchema }, async ({ candidate, body, req }) => {
  const { eraseAfter } = await requestAccountDeletion({ candidateId: candidate.id, ...body, ip: clientIp(req) });
  const response = NextResponse.json({ message: "Your account is closed", eraseAfter: eraseAfter.toISOString() });
  clearSessionCookies(response);
  return response;
});
