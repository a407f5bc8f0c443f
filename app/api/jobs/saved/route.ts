// GET, POST, DELETE /api/jobs/saved – the signed-in candidate's bookmarked jobs (POST/DELETE { jobId })
import { route } from "@/lib/http/route";
import { listSavedJobs, saveJob, unsaveJob } from "@/lib/jobs/saved-jobs";
import { ZSaveJob } from "@/lib/jobs/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async ({ candidate }) => ({ jobs: await listSavedJobs({ candidateId: candidate.id }) }));

export const POST = route({ auth: "candidate", body: ZSaveJob }, async ({ candidate, body }) => ({
  saved: true,
  ...(await saveJob({ candidateId: candidate.id, jobRef: body.jobId })),
}));

export const DELETE = route({ auth: "candidate", body: ZSaveJob }, async ({ candidate, body }) => ({
  saved: false,
  ...(await unsaveJob({ candidateId: candidate.id, jobRef: body.jobId })),
}));
