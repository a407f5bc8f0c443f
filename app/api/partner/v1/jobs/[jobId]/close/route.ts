// POST /api/partner/v1/jobs/{jobId}/close – closes one of the company's jobs to new applications
import { closePartnerJob } from "@/lib/partner/jobs";
import { partnerRoute, pathId } from "@/lib/partner/route";

type Context = RouteContext<"/api/partner/v1/jobs/[jobId]/close">;

export const POST = partnerRoute<Context>("POST /api/partner/v1/jobs/{jobId}/close", async (_req, partner, ctx) => {
  const jobId = pathId((await ctx.params).jobId, "Job");
  return Response.json(await closePartnerJob(partner.companyId, jobId));
});
