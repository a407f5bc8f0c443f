// GET, POST, DELETE /api/jobs/saved – the signed-in candidate's bookmarked jobs (POST/DELETE { jobId })
import { readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { listSavedJobs, saveJob, unsaveJob } from "@/lib/jobs/saved-jobs";
import { ZSaveJob } from "@/lib/jobs/schema";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (_req, candidate) => Response.json({ jobs: await listSavedJobs({ candidateId: candidate.id }) }));

export const POST = withCandidate(async (req, candidate) => {
  const { jobId } = await readJson(req, ZSaveJob);
  return Response.json({ saved: true, ...(await saveJob({ candidateId: candidate.id, jobRef: jobId })) });
});

export const DELETE = withCandidate(async (req, candidate) => {
  const { jobId } = await readJson(req, ZSaveJob);
  return Response.json({ saved: false, ...(await unsaveJob({ candidateId: candidate.id, jobRef: jobId })) });
});
