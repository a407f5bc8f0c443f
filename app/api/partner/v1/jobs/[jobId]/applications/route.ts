// GET /api/partner/v1/jobs/{jobId}/applications – the job's applicants with signed CV links
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZPartnerApplicationPage } from "@/lib/partner/responses";
import { listJobApplications } from "@/lib/partner/applications";
import { ZJobPath, ZPartnerApplicationList } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const GET = route(
  { auth: "partner", params: ZJobPath, query: ZPartnerApplicationList, response: ZPartnerApplicationPage, doc: PARTNER_DOCS.listApplications },
  ({ partner, params, query }) => listJobApplications(partner, params.jobId, query),
);
