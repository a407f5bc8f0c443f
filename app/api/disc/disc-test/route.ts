// POST /api/disc/disc-test – { answers: [{ blockId, most, least }] } for all 24 blocks → the scored result
import { NextResponse } from "next/server";
import { ZDiscTest } from "@/lib/disc/schema";
import { submitDiscTest } from "@/lib/disc/submit-disc-test";
import { firstIssue, jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";

export const dynamic = "force-dynamic";

export const POST = withCandidate(async (req, candidate) => {
  const parsed = ZDiscTest.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
  const result = await submitDiscTest({ candidateId: candidate.id, answers: parsed.data.answers });
  return NextResponse.json({ result });
});
