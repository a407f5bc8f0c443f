// POST /api/partner/v1/applications/{applicationId}/interview – schedule a recorded interview ({ questions, expiresInDays, extraTimePercent })
import { route } from "@/lib/http/route";
import { scheduleInterview } from "@/lib/interviews/schedule-interview";
import { ZScheduleInterview } from "@/lib/interviews/schema";
import { ZApplicationPath } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "partner", params: ZApplicationPath, body: ZScheduleInterview }, async ({ partner, params, body }) => {
  const scheduled = await scheduleInterview({ companyId: partner.companyId, keyId: partner.keyId, applicationId: params.applicationId, input: body });
  return Response.json(scheduled, { status: 201 });
});
