// GET /api/partner/v1/jobs/{jobId}/reports – the candidates' reports of one of the company's jobs, never who sent them
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { listJobReports } from "@/lib/job-reports/list-reports";
import { ZJobReportList } from "@/lib/partner/responses";
import { ZJobPath } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "partner", params: ZJobPath, response: ZJobReportList, doc: PARTNER_DOCS.listJobReports }, ({ partner, params }) =>
  listJobReports({ companyId: partner.companyId, jobId: params.jobId }),
);
