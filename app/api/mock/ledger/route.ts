// GET /api/mock/ledger – the candidate's credit ledger, newest first: { entries, balance }
import { NextResponse } from "next/server";
import { getCreditBalance, listLedger } from "@/lib/credits";
import { withCandidate } from "@/lib/http/with-candidate";

export const GET = withCandidate(async (_req, candidate) => {
  const entries = await listLedger({ candidateId: candidate.id });
  const balance = await getCreditBalance({ candidateId: candidate.id });
  return NextResponse.json({ entries, balance }, { headers: { "Cache-Control": "no-store" } });
});
