// POST /api/partner/v1/jobs/{jobId}/close – closes one of the company's jobs to new applications
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZPartnerJob } from "@/lib/partner/responses";
import { closePartnerJob } from "@/lib/partner/jobs";
import { ZJobPath } from "@/lib/partner/schema";

export const POST = route({ auth: "partner", params: ZJobPath, response: ZPartnerJob, doc: PARTNER_DOCS.closeJob }, ({ partner, params }) =>
  closePartnerJob(partner.companyId, params.jobId),
);
