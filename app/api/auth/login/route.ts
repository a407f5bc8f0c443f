// POST /api/auth/login – e-mail and password sign-in; sets the session cookie and returns { token }
import { NextResponse } from "next/server";
import { loginWithPassword } from "@/lib/auth/login";
import { ZLoginSchema } from "@/lib/auth/schema";
import { issueSession, requestMeta, setSessionCookie } from "@/lib/auth/session-cookie";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { onboardingStepOf } from "@/lib/users/onboarding";
import { onboardingPath } from "@/lib/users/onboarding-path";

export const POST = route({ auth: "public", body: ZLoginSchema }, async ({ body, req }) => {
  const ip = clientIp(req);
  const candidateId = await loginWithPassword({ ...body, ip });
  const { token } = await issueSession({ candidateId, ...requestMeta(req, ip) });
  const onboardingStep = await onboardingStepOf(candidateId);
  const response = NextResponse.json({ token, onboardingStep, next: onboardingPath(onboardingStep) });
  setSessionCookie(response, token);
  return response;
});
