// GET /api/partner/v1/interviews/{interviewId} – the interview's answers: video links, emotion tally, attention, tab switches, alarms
import { errorResponse } from "@/lib/http/respond";
import { isAppError } from "@/lib/errors/app-error";
import { getPartnerInterview } from "@/lib/interviews/partner-results";
import { partnerRoute } from "@/lib/partner/route";

type Context = RouteContext<"/api/partner/v1/interviews/[interviewId]">;

export const dynamic = "force-dynamic";

export const GET = partnerRoute<Context>("GET /api/partner/v1/interviews/{interviewId}", async (_req, partner, ctx) => {
  const { interviewId } = await ctx.params;
  try {
    return Response.json(await getPartnerInterview({ partner, interviewId }));
  } catch (error) {
    if (isAppError(error)) return errorResponse(error);
    throw error;
  }
});
