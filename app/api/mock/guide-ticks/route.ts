// POST /api/mock/guide-ticks – JSON { mock_id, qnum, ticks }: saves which points of a question's guide the candidate ticked
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { firstIssue, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { saveGuideTicks, ZGuideTicks } from "@/lib/mocks/evaluation/save-guide-ticks";

export const dynamic = "force-dynamic";

export const POST = withCandidate(async (req, candidate) => {
  const parsed = ZGuideTicks.safeParse(await readJson(req));
  if (!parsed.success) throw new AppError("BAD_REQUEST", firstIssue(parsed.error));
  return NextResponse.json(await saveGuideTicks({ candidateId: candidate.id, ...parsed.data }));
});
