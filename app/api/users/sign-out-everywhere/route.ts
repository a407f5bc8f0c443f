// POST /api/users/sign-out-everywhere – ends every sign-in session of the account, this one included
import { NextResponse } from "next/server";
import { signOutEverywhere } from "@/lib/account-data/security";
import { clearSessionCookies } from "@/lib/auth/session-cookie";
import { withCandidate } from "@/lib/http/with-candidate";

export const POST = withCandidate(async (_req, candidate) => {
  const result = await signOutEverywhere({ candidateId: candidate.id });
  const response = NextResponse.json({ message: "Signed out everywhere", ...result });
  clearSessionCookies(response);
  return response;
}, { allowClosed: true });
