// POST /api/partner/v1/applications/{applicationId}/interview – schedule a recorded interview ({ questions, expiresInDays, extraTimePercent })
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZInterviewScheduled } from "@/lib/partner/responses";
import { scheduleInterview } from "@/lib/interviews/schedule-interview";
import { ZScheduleInterview } from "@/lib/interviews/schema";
import { ZApplicationPath } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "partner", params: ZApplicationPath, body: ZScheduleInterview, response: ZInterviewScheduled, status: 201, doc: PARTNER_DOCS.scheduleInterview },
  ({ partner, params, body }) => scheduleInterview({ companyId: partner.companyId, keyId: partner.keyId, applicationId: params.applicationId, input: body }),
);
