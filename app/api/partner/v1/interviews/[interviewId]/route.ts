// GET /api/partner/v1/interviews/{interviewId} – the interview's answers: video links, emotion tally, attention, tab switches, alarms
import { route } from "@/lib/http/route";
import { getPartnerInterview } from "@/lib/interviews/partner-results";
import { ZInterviewPath } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "partner", params: ZInterviewPath }, ({ partner, params }) =>
  getPartnerInterview({ partner, interviewId: params.interviewId }));
