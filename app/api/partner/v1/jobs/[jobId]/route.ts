// GET, PATCH /api/partner/v1/jobs/{jobId} – one of the company's jobs; change an open job
import { route } from "@/lib/http/route";
import { getPartnerJob, updatePartnerJob } from "@/lib/partner/jobs";
import { ZJobPath, ZPartnerJobUpdate } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "partner", params: ZJobPath }, ({ partner, params }) => getPartnerJob(partner.companyId, params.jobId));

export const PATCH = route({ auth: "partner", params: ZJobPath, body: ZPartnerJobUpdate }, ({ partner, params, body }) =>
  updatePartnerJob(partner.companyId, params.jobId, body));
