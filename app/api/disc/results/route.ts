// GET /api/disc/results – the candidate's DISC results, newest first
import { NextResponse } from "next/server";
import { listDiscResults } from "@/lib/disc/results";
import { withCandidate } from "@/lib/http/with-candidate";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (_req, candidate) => NextResponse.json({ results: await listDiscResults({ candidateId: candidate.id }) }));
