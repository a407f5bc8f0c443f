// GET, PATCH /api/partner/v1/jobs/{jobId} – one of the company's jobs; change an open job
import { readJson } from "@/lib/http/read-json";
import { getPartnerJob, updatePartnerJob } from "@/lib/partner/jobs";
import { partnerRoute, pathId } from "@/lib/partner/route";
import { ZPartnerJobUpdate } from "@/lib/partner/schema";

type Context = RouteContext<"/api/partner/v1/jobs/[jobId]">;

export const dynamic = "force-dynamic";

export const GET = partnerRoute<Context>("GET /api/partner/v1/jobs/{jobId}", async (_req, partner, ctx) => {
  const jobId = pathId((await ctx.params).jobId, "Job");
  return Response.json(await getPartnerJob(partner.companyId, jobId));
});

export const PATCH = partnerRoute<Context>("PATCH /api/partner/v1/jobs/{jobId}", async (req, partner, ctx) => {
  const jobId = pathId((await ctx.params).jobId, "Job");
  const input = await readJson(req, ZPartnerJobUpdate);
  return Response.json(await updatePartnerJob(partner.companyId, jobId, input));
});
