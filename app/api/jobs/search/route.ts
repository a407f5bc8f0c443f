// GET /api/jobs/search – open jobs by keyword and filters (query as on /discover), counted up to 1,000
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { errorResponse } from "@/lib/http/app-error";
import { parseJobSearchParams } from "@/lib/jobs/schema";
import { searchJobs } from "@/lib/jobs/search-jobs";

export const dynamic = "force-dynamic";

export async function GET(req: Request) {
  try {
    const params = parseJobSearchParams(new URL(req.url).searchParams);
    const candidate = await getCurrentCandidate();
    return Response.json(await searchJobs({ params, candidateId: candidate?.id }));
  } catch (error) {
    return errorResponse(error, "error", "GET /api/jobs/search");
  }
}
