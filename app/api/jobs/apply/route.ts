// POST /api/jobs/apply – the signed-in candidate applies to a job ({ jobId }); errors in `message`
import { toCandidateApplied } from "@/lib/applications/application-payload";
import { applyToJob } from "@/lib/applications/apply-to-job";
import { APPLIED_MESSAGE, ZApplyToJob } from "@/lib/applications/schema";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { AppError, errorResponse } from "@/lib/http/app-error";
import { readJson } from "@/lib/http/read-json";

export async function POST(req: Request) {
  try {
    const candidate = await getCurrentCandidate();
    if (!candidate) throw new AppError("UNAUTHORIZED", "Please sign in to apply");
    const { jobId } = await readJson(req, ZApplyToJob);
    const { application, created } = await applyToJob({ candidateId: candidate.id, jobRef: jobId });
    return Response.json(
      { message: created ? APPLIED_MESSAGE : "You have already applied for this job", candidateApplied: [toCandidateApplied(application)] },
      { status: created ? 201 : 200 },
    );
  } catch (error) {
    return errorResponse(error, "message", "POST /api/jobs/apply");
  }
}
