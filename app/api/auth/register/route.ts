// POST /api/auth/register – verifies the sign-up code and creates the candidate; returns { token } and signs in
import { setSessionCookie } from "@/lib/http/cookies";
import { NextResponse } from "next/server";
import { registerCandidate } from "@/lib/auth/register-candidate";
import { ZRegisterSchema } from "@/lib/auth/schema";
import { issueSession } from "@/lib/auth/session-cookie";
import { clientIp, requestMeta } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { signUpLanguage } from "@/lib/http/request-locale";

export const POST = route({ auth: "public", body: ZRegisterSchema, field: "message" }, async ({ body, req }) => {
  const ip = clientIp(req);
  const candidate = await registerCandidate({ ...body, ip, language: signUpLanguage(req) });
  const { token } = await issueSession({ candidateId: candidate.id, ...requestMeta(req) });
  const response = NextResponse.json({ token, onboardingStep: candidate.onboardingStep }, { status: 201 });
  setSessionCookie(response, token);
  return response;
});
