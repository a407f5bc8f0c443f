// GET, PATCH /api/partner/v1/applications/{applicationId} – one application; move it to another hiring status ({ status })
import { readJson } from "@/lib/http/read-json";
import { getPartnerApplication, movePartnerApplication } from "@/lib/partner/applications";
import { partnerRoute, pathId } from "@/lib/partner/route";
import { ZPartnerStatusChange } from "@/lib/partner/schema";

type Context = RouteContext<"/api/partner/v1/applications/[applicationId]">;

export const dynamic = "force-dynamic";

export const GET = partnerRoute<Context>("GET /api/partner/v1/applications/{applicationId}", async (_req, partner, ctx) => {
  const applicationId = pathId((await ctx.params).applicationId, "Application");
  return Response.json(await getPartnerApplication(partner, applicationId));
});

export const PATCH = partnerRoute<Context>("PATCH /api/partner/v1/applications/{applicationId}", async (req, partner, ctx) => {
  const applicationId = pathId((await ctx.params).applicationId, "Application");
  const { status } = await readJson(req, ZPartnerStatusChange);
  return Response.json(await movePartnerApplication({ partner, applicationId, status }));
});
