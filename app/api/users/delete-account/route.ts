// POST /api/users/delete-account { password } or { otp } – closes the account now, erases it after the grace period
import { NextResponse } from "next/server";
import { requestAccountDeletion } from "@/lib/account-data/account-deletion";
import { ZDeleteAccountSchema } from "@/lib/account-data/schema";
import { clearSessionCookies } from "@/lib/auth/session-cookie";
import { clientIp } from "@/lib/http/client-ip";
import { firstIssue, jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";

export const POST = withCandidate(async (req, candidate) => {
  const parsed = ZDeleteAccountSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
  const { eraseAfter } = await requestAccountDeletion({ candidateId: candidate.id, ...parsed.data, ip: clientIp(req) });
  const response = NextResponse.json({ message: "Your account is closed", eraseAfter: eraseAfter.toISOString() });
  clearSessionCookies(response);
  return response;
});
