// GET /api/partner/v1/jobs/{jobId}/applications – the job's applicants with signed CV links
import { AppError } from "@/lib/errors/app-error";
import { listJobApplications } from "@/lib/partner/applications";
import { partnerRoute, pathId } from "@/lib/partner/route";
import { queryObject, ZPartnerApplicationList } from "@/lib/partner/schema";

type Context = RouteContext<"/api/partner/v1/jobs/[jobId]/applications">;

export const dynamic = "force-dynamic";

export const GET = partnerRoute<Context>("GET /api/partner/v1/jobs/{jobId}/applications", async (req, partner, ctx) => {
  const jobId = pathId((await ctx.params).jobId, "Job");
  const query = ZPartnerApplicationList.safeParse(queryObject(req));
  if (!query.success) throw new AppError("BAD_REQUEST", query.error.issues[0]?.message ?? "Invalid query");
  return Response.json(await listJobApplications(partner, jobId, query.data));
});
