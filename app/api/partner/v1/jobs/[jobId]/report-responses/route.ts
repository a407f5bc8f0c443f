// POST /api/partner/v1/jobs/{jobId}/report-responses – answers the candidates' reports of one of the company's jobs
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { answerJobReports } from "@/lib/job-reports/answer-reports";
import { ZReportResponse } from "@/lib/job-reports/schema";
import { ZJobReportAnswer } from "@/lib/partner/responses";
import { ZJobPath } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "partner", params: ZJobPath, body: ZReportResponse, response: ZJobReportAnswer, status: 201, doc: PARTNER_DOCS.answerJobReports },
  ({ partner, params, body }) => answerJobReports({ companyId: partner.companyId, jobId: params.jobId, message: body.message }),
);
