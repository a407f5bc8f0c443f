// GET /api/jobs/getjob?id= – one job (by id or short id) and its applicant count
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { AppError, errorResponse } from "@/lib/http/app-error";
import { getJob } from "@/lib/jobs/get-job";
import { ZJobRef } from "@/lib/jobs/schema";

export const dynamic = "force-dynamic";

export async function GET(req: Request) {
  try {
    const parsed = ZJobRef.safeParse(new URL(req.url).searchParams.get("id") ?? "");
    if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Job id is required");
    const candidate = await getCurrentCandidate();
    const job = await getJob({ ref: parsed.data, candidateId: candidate?.id });
    if (!job) throw new AppError("NOT_FOUND", "Job not found");
    return Response.json({ job, TotalCandidateApplied: job.TotalCandidateApplied });
  } catch (error) {
    return errorResponse(error, "error", "GET /api/jobs/getjob");
  }
}
