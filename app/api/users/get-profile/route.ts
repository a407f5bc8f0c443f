// GET /api/users/get-profile – the signed-in candidate's profile (spec section 3 field names)
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { getProfile } from "@/lib/profile/get-profile";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (_req, candidate) => {
  const profile = await getProfile({ candidateId: candidate.id });
  if (!profile) throw new AppError("UNAUTHORIZED", "Unauthorized");
  return NextResponse.json(profile, { headers: { "Cache-Control": "private, no-store" } });
});
