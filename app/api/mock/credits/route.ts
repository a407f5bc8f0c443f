// GET /api/mock/credits – the signed-in candidate's spendable credits: { credits }
import { NextResponse } from "next/server";
import { getCreditBalance } from "@/lib/credits";
import { withCandidate } from "@/lib/http/with-candidate";

export const GET = withCandidate(async (_req, candidate) => {
  const credits = await getCreditBalance({ candidateId: candidate.id });
  return NextResponse.json({ credits }, { headers: { "Cache-Control": "no-store" } });
});
