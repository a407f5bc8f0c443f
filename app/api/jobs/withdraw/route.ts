// POST /api/jobs/withdraw – { jobId }: the signed-in candidate withdraws an application not yet decided → 200 { message, candidateApplied }
import { NextResponse } from "next/server";
import { toCandidateApplied } from "@/lib/application-view/application-payload";
import { ZApplyToJob } from "@/lib/applications/schema";
import { withdrawApplication } from "@/lib/applications/withdraw-application";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", body: ZApplyToJob }, async ({ candidate, body }) => {
  const { application, changed } = await withdrawApplication({ candidateId: candidate.id, jobRef: body.jobId });
  return NextResponse.json({
    message: changed ? "Your application is withdrawn" : "This application was already withdrawn",
    candidateApplied: [toCandidateApplied(application)],
  });
});
