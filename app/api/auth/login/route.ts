// POST /api/auth/login – e-mail and password sign-in; sets the session cookie and returns { token }
import { setSessionCookie } from "@/lib/http/cookies";
import { NextResponse } from "next/server";
import { loginWithPassword } from "@/lib/auth/login";
import { ZLoginSchema } from "@/lib/auth/schema";
import { issueSession } from "@/lib/auth/session-cookie";
import { clientIp, requestMeta } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { onboardingStepOf } from "@/lib/users/onboarding";
import { onboardingPath } from "@/lib/users/onboarding-path";

export const POST = route({ auth: "public", body: ZLoginSchema }, async ({ body, req }) => {
  const ip = clientIp(req);
  const candidateId = await loginWithPassword({ ...body, ip });
  const { token } = await issueSession({ candidateId, ...requestMeta(req) });
  const onboardingStep = await onboardingStepOf(candidateId);
  const response = NextResponse.json({ token, onboardingStep, next: onboardingPath(onboardingStep) });
  setSessionCookie(response, token);
  return response;
});
