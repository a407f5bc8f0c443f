// GET, POST /api/partner/v1/jobs – list the company's jobs; publish a job
import { readJson } from "@/lib/http/read-json";
import { createPartnerJob, listPartnerJobs } from "@/lib/partner/jobs";
import { partnerRoute } from "@/lib/partner/route";
import { queryObject, ZPartnerJobCreate, ZPartnerJobList } from "@/lib/partner/schema";
import { AppError } from "@/lib/errors/app-error";

export const dynamic = "force-dynamic";

export const GET = partnerRoute("GET /api/partner/v1/jobs", async (req, partner) => {
  const query = ZPartnerJobList.safeParse(queryObject(req));
  if (!query.success) throw new AppError("BAD_REQUEST", query.error.issues[0]?.message ?? "Invalid query");
  return Response.json(await listPartnerJobs(partner.companyId, query.data));
});

export const POST = partnerRoute("POST /api/partner/v1/jobs", async (req, partner) => {
  const input = await readJson(req, ZPartnerJobCreate);
  return Response.json(await createPartnerJob(partner.companyId, input), { status: 201 });
});
