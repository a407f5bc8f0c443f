// GET /api/mock/get-plans – the candidate's active (unexpired) plans; 404 without one
import { NextResponse } from "next/server";
import { listActiveEntitlements } from "@/lib/credits";
import { withCandidate } from "@/lib/http/with-candidate";
import { jsonError } from "@/lib/http/respond";

export const NO_ACTIVE_PLANS = "Sorry You do not have any active plans right now";

export const GET = withCandidate(async (_req, candidate) => {
  const entitlements = await listActiveEntitlements({ candidateId: candidate.id });
  if (entitlements.length === 0) return jsonError(404, NO_ACTIVE_PLANS);
  return NextResponse.json({
    plans: entitlements.map((e) => ({
      planName: e.plan.planName,
      name: e.plan.name,
      type: e.plan.type,
      credits: e.credits,
      remaining: e.remaining,
      startsAt: e.startsAt.toISOString(),
      expiresAt: e.expiresAt.toISOString(),
    })),
  });
});
