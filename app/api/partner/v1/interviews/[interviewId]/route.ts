// GET /api/partner/v1/interviews/{interviewId} – the interview's answers: video links, emotion tally, attention, tab switches, alarms
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZPartnerInterview } from "@/lib/partner/responses";
import { getPartnerInterview } from "@/lib/interviews/partner-results";
import { ZInterviewPath } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "partner", params: ZInterviewPath, response: ZPartnerInterview, doc: PARTNER_DOCS.getInterview }, ({ partner, params }) =>
  getPartnerInterview({ partner, interviewId: params.interviewId }),
);
