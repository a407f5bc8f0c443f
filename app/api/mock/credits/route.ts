// GET /api/mock/credits – the signed-in candidate's spendable credits: { credits }
import { NextResponse } from "next/server";
import { getCreditBalance } from "@/lib/credits";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) => {
  const credits = await getCreditBalance({ candidateId: candidate.id });
  return NextResponse.json({ credits }, { headers: { "Cache-Control": "no-store" } });
});
