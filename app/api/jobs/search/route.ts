// GET /api/jobs/search – open jobs by keyword and filters (query as on /discover), counted up to 1,000
import { withCandidate } from "@/lib/http/with-candidate";
import { parseJobSearchParams } from "@/lib/jobs/schema";
import { searchJobs } from "@/lib/jobs/search-jobs";

export const dynamic = "force-dynamic";

export const GET = withCandidate(
  async (req, candidate) => {
    const params = parseJobSearchParams(new URL(req.url).searchParams);
    return Response.json(await searchJobs({ params, candidateId: candidate?.id }));
  },
  { optional: true },
);
