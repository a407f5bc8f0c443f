// POST /api/partner/v1/jobs/{jobId}/refresh – keeps one of the company's open jobs open without changing it
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZPartnerJob } from "@/lib/partner/responses";
import { refreshPartnerJob } from "@/lib/partner/jobs";
import { ZJobPath } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "partner", params: ZJobPath, response: ZPartnerJob, doc: PARTNER_DOCS.refreshJob }, ({ partner, params }) =>
  refreshPartnerJob(partner.companyId, params.jobId),
);
