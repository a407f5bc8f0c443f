// GET /api/mock/weak-spots – the signed-in candidate's questions scored 5 or below (content or speaking), weakest first: { items: [{ mock_id, qnum, question, score, reason }] }
import { NextResponse } from "next/server";
import { withCandidate } from "@/lib/http/with-candidate";
import { listWeakSpots } from "@/lib/mocks/weak-spots";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (_req, candidate) => {
  const items = await listWeakSpots({ candidateId: candidate.id });
  return NextResponse.json({ items }, { headers: { "Cache-Control": "no-store" } });
});
