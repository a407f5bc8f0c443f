// POST /api/partner/v1/applications/{applicationId}/interview – schedule a recorded interview ({ questions, expiresInDays, extraTimePercent })
import { readJson } from "@/lib/http/read-json";
import { errorResponse } from "@/lib/http/respond";
import { isAppError } from "@/lib/errors/app-error";
import { scheduleInterview } from "@/lib/interviews/schedule-interview";
import { ZScheduleInterview } from "@/lib/interviews/schema";
import { partnerRoute, pathId } from "@/lib/partner/route";

type Context = RouteContext<"/api/partner/v1/applications/[applicationId]/interview">;

export const dynamic = "force-dynamic";

export const POST = partnerRoute<Context>("POST /api/partner/v1/applications/{applicationId}/interview", async (req, partner, ctx) => {
  const applicationId = pathId((await ctx.params).applicationId, "Application");
  const input = await readJson(req, ZScheduleInterview);
  try {
    const scheduled = await scheduleInterview({ companyId: partner.companyId, keyId: partner.keyId, applicationId, input });
    return Response.json(scheduled, { status: 201 });
  } catch (error) {
    if (isAppError(error)) return errorResponse(error);
    throw error;
  }
});
