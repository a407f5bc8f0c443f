// GET, PATCH /api/partner/v1/jobs/{jobId} – one of the company's jobs; change an open job
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZPartnerJob } from "@/lib/partner/responses";
import { getPartnerJob, updatePartnerJob } from "@/lib/partner/jobs";
import { ZJobPath, ZPartnerJobUpdate } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "partner", params: ZJobPath, response: ZPartnerJob, doc: PARTNER_DOCS.getJob }, ({ partner, params }) =>
  getPartnerJob(partner.companyId, params.jobId),
);

export const PATCH = route(
  { auth: "partner", params: ZJobPath, body: ZPartnerJobUpdate, response: ZPartnerJob, doc: PARTNER_DOCS.updateJob },
  ({ partner, params, body }) => updatePartnerJob(partner.companyId, params.jobId, body),
);
