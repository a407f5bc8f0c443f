// GET /api/jobs/getjob?id= – one job (by id or short id) and its applicant count
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { getJob } from "@/lib/jobs/get-job";
import { ZJobRef } from "@/lib/jobs/schema";

export const dynamic = "force-dynamic";

export const GET = withCandidate(
  async (req, candidate) => {
    const parsed = ZJobRef.safeParse(new URL(req.url).searchParams.get("id") ?? "");
    if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Job id is required");
    const job = await getJob({ ref: parsed.data, candidateId: candidate?.id });
    if (!job) throw new AppError("NOT_FOUND", "Job not found");
    return Response.json({ job, TotalCandidateApplied: job.TotalCandidateApplied });
  },
  { optional: true },
);
