// GET /api/users/consents – the consents the candidate gave: what, wording version, when, and whether withdrawn
import { NextResponse } from "next/server";
import { listConsents } from "@/lib/account-data/consents";
import { withCandidate } from "@/lib/http/with-candidate";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (_req, candidate) => {
  return NextResponse.json({ consents: await listConsents({ candidateId: candidate.id }) }, { headers: { "Cache-Control": "no-store" } });
});
