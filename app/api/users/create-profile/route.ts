// POST /api/users/create-profile – onboarding step six: completes the registration (interests, CV, LinkedIn)
import { NextResponse } from "next/server";
import { firstIssue, jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { completeRegistration, hasResume } from "@/lib/users/onboarding";
import { ZProfileDetailsSchema } from "@/lib/users/onboarding-schema";

export const POST = withCandidate(async (req, candidate) => {
  const body = (await readJson(req)) as Record<string, unknown> | null;
  // The draft may carry every registration field; only step six's are read here, and whether
  // a CV is stored is the server's own fact.
  const parsed = ZProfileDetailsSchema.safeParse({ ...body, cvUploaded: await hasResume(candidate.id) });
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
  return NextResponse.json(await completeRegistration(candidate.id, parsed.data));
});
