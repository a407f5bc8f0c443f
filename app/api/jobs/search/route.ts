// GET /api/jobs/search – open jobs by keyword and filters (query as on /discover), counted up to 1,000
import { route } from "@/lib/http/route";
import { parseJobSearchParams } from "@/lib/jobs/schema";
import { searchJobs } from "@/lib/jobs/search-jobs";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "optional" }, ({ req, candidate }) =>
  searchJobs({ params: parseJobSearchParams(new URL(req.url).searchParams), candidateId: candidate?.id }),
);
