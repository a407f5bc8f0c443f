// GET, POST /api/partner/v1/jobs – list the company's jobs; publish a job
import { route } from "@/lib/http/route";
import { createPartnerJob, listPartnerJobs } from "@/lib/partner/jobs";
import { ZPartnerJobCreate, ZPartnerJobList } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "partner", query: ZPartnerJobList }, ({ partner, query }) => listPartnerJobs(partner.companyId, query));

export const POST = route({ auth: "partner", body: ZPartnerJobCreate }, async ({ partner, body }) =>
  Response.json(await createPartnerJob(partner.companyId, body), { status: 201 }));
