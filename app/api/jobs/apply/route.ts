// POST /api/jobs/apply – the signed-in candidate applies to a job ({ jobId }); errors in `message`
import { NextResponse } from "next/server";
import { toCandidateApplied } from "@/lib/application-view/application-payload";
import { applyToJob } from "@/lib/applications/apply-to-job";
import { APPLIED_MESSAGE, ZApplyToJob } from "@/lib/applications/schema";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", body: ZApplyToJob, field: "message", unauthorized: "Please sign in to apply" }, async ({ candidate, body }) => {
  const { application, created } = await applyToJob({ candidateId: candidate.id, jobRef: body.jobId });
  return NextResponse.json(
    { message: created ? APPLIED_MESSAGE : "You have already applied for this job", candidateApplied: [toCandidateApplied(application)] },
    { status: created ? 201 : 200 },
  );
});
