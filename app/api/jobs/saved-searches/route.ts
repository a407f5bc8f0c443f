// GET, POST /api/jobs/saved-searches – the candidate's saved searches for job alerts (POST { query })
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listSavedSearches, saveSearch } from "@/lib/job-alerts/saved-searches";
import { ZSaveSearch } from "@/lib/job-alerts/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) => ({ searches: await listSavedSearches({ candidateId: candidate.id }) }));

export const POST = route({ auth: "candidate", body: ZSaveSearch }, async ({ candidate, body }) => {
  const result = await saveSearch({ candidateId: candidate.id, query: body.query });
  return NextResponse.json(result, { status: result.created ? 201 : 200 });
});
