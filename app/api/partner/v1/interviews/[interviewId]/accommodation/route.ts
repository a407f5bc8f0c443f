// POST /api/partner/v1/interviews/{interviewId}/accommodation – { approve, kind? } decides a candidate's request for more time beyond the policy (kind "extra-time", the default) or for one more retake ("extra-retake")
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZAccommodationDecided } from "@/lib/partner/responses";
import { decideAccommodation } from "@/lib/interviews/accommodation";
import { decideExtraRetake } from "@/lib/interviews/extra-retake";
import { ZDecideAccommodation } from "@/lib/interviews/schema";
import { ZInterviewPath } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "partner", params: ZInterviewPath, body: ZDecideAccommodation, response: ZAccommodationDecided, doc: PARTNER_DOCS.decideAccommodation },
  ({ partner, params, body }) => {
    const decision = { companyId: partner.companyId, interviewId: params.interviewId, approve: body.approve };
    return body.kind === "extra-retake" ? decideExtraRetake(decision) : decideAccommodation(decision);
  },
);
