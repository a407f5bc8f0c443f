// GET, POST, DELETE /api/jobs/saved – the signed-in candidate's bookmarked jobs (POST/DELETE { jobId })
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { AppError, errorResponse } from "@/lib/http/app-error";
import { readJson } from "@/lib/http/read-json";
import { listSavedJobs, saveJob, unsaveJob } from "@/lib/jobs/saved-jobs";
import { ZSaveJob } from "@/lib/jobs/schema";

export const dynamic = "force-dynamic";

async function requireCandidate() {
  const candidate = await getCurrentCandidate();
  if (!candidate) throw new AppError("UNAUTHORIZED", "Unauthorized");
  return candidate;
}

export async function GET() {
  try {
    const candidate = await requireCandidate();
    return Response.json({ jobs: await listSavedJobs({ candidateId: candidate.id }) });
  } catch (error) {
    return errorResponse(error, "error", "GET /api/jobs/saved");
  }
}

export async function POST(req: Request) {
  try {
    const candidate = await requireCandidate();
    const { jobId } = await readJson(req, ZSaveJob);
    return Response.json({ saved: true, ...(await saveJob({ candidateId: candidate.id, jobRef: jobId })) });
  } catch (error) {
    return errorResponse(error, "error", "POST /api/jobs/saved");
  }
}

export async function DELETE(req: Request) {
  try {
    const candidate = await requireCandidate();
    const { jobId } = await readJson(req, ZSaveJob);
    return Response.json({ saved: false, ...(await unsaveJob({ candidateId: candidate.id, jobRef: jobId })) });
  } catch (error) {
    return errorResponse(error, "error", "DELETE /api/jobs/saved");
  }
}
