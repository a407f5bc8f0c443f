// GET, POST /api/jobs/saved-searches – the candidate's saved searches for job alerts (POST { query })
import { readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { listSavedSearches, saveSearch } from "@/lib/job-alerts/saved-searches";
import { ZSaveSearch } from "@/lib/job-alerts/schema";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (_req, candidate) => Response.json({ searches: await listSavedSearches({ candidateId: candidate.id }) }));

export const POST = withCandidate(async (req, candidate) => {
  const { query } = await readJson(req, ZSaveSearch);
  const result = await saveSearch({ candidateId: candidate.id, query });
  return Response.json(result, { status: result.created ? 201 : 200 });
});
