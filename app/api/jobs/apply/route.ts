// POST /api/jobs/apply – the signed-in candidate applies to a job ({ jobId }); errors in `message`
import { toCandidateApplied } from "@/lib/applications/application-payload";
import { applyToJob } from "@/lib/applications/apply-to-job";
import { APPLIED_MESSAGE, ZApplyToJob } from "@/lib/applications/schema";
import { readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";

export const POST = withCandidate(
  async (req, candidate) => {
    const { jobId } = await readJson(req, ZApplyToJob);
    const { application, created } = await applyToJob({ candidateId: candidate.id, jobRef: jobId });
    return Response.json(
      { message: created ? APPLIED_MESSAGE : "You have already applied for this job", candidateApplied: [toCandidateApplied(application)] },
      { status: created ? 201 : 200 },
    );
  },
  { field: "message", unauthorized: "Please sign in to apply" },
);
