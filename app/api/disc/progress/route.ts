// PUT /api/disc/progress – { answers: [{ blockId, most, least }] } (either may be null): saves a test in progress
import { NextResponse } from "next/server";
import { saveDiscProgress } from "@/lib/disc/progress";
import { ZDiscProgress } from "@/lib/disc/schema";
import { firstIssue, jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";

export const dynamic = "force-dynamic";

export const PUT = withCandidate(async (req, candidate) => {
  const parsed = ZDiscProgress.safeParse(await readJson(req));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
  return NextResponse.json(await saveDiscProgress({ candidateId: candidate.id, answers: parsed.data.answers }));
});
