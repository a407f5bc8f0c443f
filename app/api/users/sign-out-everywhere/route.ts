// POST /api/users/sign-out-everywhere – ends every sign-in session of the account, this one included
import { clearSessionCookies } from "@/lib/http/cookies";
import { NextResponse } from "next/server";
import { signOutEverywhere } from "@/lib/account-data/security";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "candidate-closed" }, async ({ candidate }) => {
  const result = await signOutEverywhere({ candidateId: candidate.id });
  const response = NextResponse.json({ message: "Signed out everywhere", ...result });
  clearSessionCookies(response);
  return response;
});
