// GET /api/mock/ledger – the candidate's credit ledger, newest first: { entries, balance }
import { NextResponse } from "next/server";
import { getCreditBalance, listLedger } from "@/lib/credits";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) => {
  const entries = await listLedger({ candidateId: candidate.id });
  const balance = await getCreditBalance({ candidateId: candidate.id });
  return NextResponse.json({ entries, balance }, { headers: { "Cache-Control": "no-store" } });
});
