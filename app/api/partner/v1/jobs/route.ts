// GET, POST /api/partner/v1/jobs – list the company's jobs; publish a job
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZPartnerJob, ZPartnerJobPage } from "@/lib/partner/responses";
import { createPartnerJob, listPartnerJobs } from "@/lib/partner/jobs";
import { ZPartnerJobCreate, ZPartnerJobList } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "partner", query: ZPartnerJobList, response: ZPartnerJobPage, doc: PARTNER_DOCS.listJobs }, ({ partner, query }) =>
  listPartnerJobs(partner.companyId, query),
);

export const POST = route({ auth: "partner", body: ZPartnerJobCreate, response: ZPartnerJob, status: 201, doc: PARTNER_DOCS.createJob }, ({ partner, body }) =>
  createPartnerJob(partner.companyId, body),
);
