// POST /api/auth/login – e-mail and password sign-in; sets the session cookie and returns { token }
import { NextResponse } from "next/server";
import { loginWithPassword } from "@/lib/auth/login";
import { ZLoginSchema } from "@/lib/auth/schema";
import { issueSession, requestMeta, setSessionCookie } from "@/lib/auth/session-cookie";
import { clientIp, errorResponse, firstIssue, jsonError, readJson } from "@/lib/http/respond";
import { onboardingStepOf } from "@/lib/users/onboarding";
import { onboardingPath } from "@/lib/users/onboarding-path";

export async function POST(req: Request) {
  const parsed = ZLoginSchema.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
  try {
    const ip = clientIp(req);
    const candidateId = await loginWithPassword({ ...parsed.data, ip });
    const { token } = await issueSession({ candidateId, ...requestMeta(req, ip) });
    const onboardingStep = await onboardingStepOf(candidateId);
    const response = NextResponse.json({ token, onboardingStep, next: onboardingPath(onboardingStep) });
    setSessionCookie(response, token);
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}
