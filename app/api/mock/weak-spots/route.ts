// GET /api/mock/weak-spots – the signed-in candidate's questions scored 5 or below (content or speaking), weakest first: { items: [{ mock_id, qnum, question, score, reason }] }
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listWeakSpots } from "@/lib/mocks/weak-spots";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) => {
  const items = await listWeakSpots({ candidateId: candidate.id });
  return NextResponse.json({ items }, { headers: { "Cache-Control": "no-store" } });
});
