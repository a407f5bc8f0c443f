// GET /api/disc/disc-question – the 24 blocks of the DISC test and the candidate's saved answers
import { NextResponse } from "next/server";
import { getDiscQuestions } from "@/lib/disc/progress";
import { withCandidate } from "@/lib/http/with-candidate";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (_req, candidate) => NextResponse.json(await getDiscQuestions({ candidateId: candidate.id })));
