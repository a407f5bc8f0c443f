// GET /api/users/access-log?page=1 – who read the candidate's CV or recorded interview through the partner API, newest first
import { NextResponse } from "next/server";
import { listDataReads } from "@/lib/account-data/access-log";
import { ZAccessLogQuery } from "@/lib/account-data/schema";
import { firstIssue, jsonError } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (req, candidate) => {
  const parsed = ZAccessLogQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
  const page = await listDataReads({ candidateId: candidate.id, page: parsed.data.page });
  return NextResponse.json(page, { headers: { "Cache-Control": "no-store" } });
});
