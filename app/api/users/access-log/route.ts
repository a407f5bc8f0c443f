// GET /api/users/access-log?page=1 – who read the candidate's CV or recorded interview through the partner API, newest first
import { NextResponse } from "next/server";
import { listDataReads } from "@/lib/account-data/access-log";
import { ZAccessLogQuery } from "@/lib/account-data/schema";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate", query: ZAccessLogQuery }, async ({ candidate, query }) =>
  NextResponse.json(await listDataReads({ candidateId: candidate.id, page: query.page }), { headers: { "Cache-Control": "no-store" } }),
);
