// POST /api/partner/v1/interviews/{interviewId}/accommodation – { approve } decides a candidate's request for more time beyond the policy
import { route } from "@/lib/http/route";
import { decideAccommodation } from "@/lib/interviews/accommodation";
import { ZDecideAccommodation } from "@/lib/interviews/schema";
import { ZInterviewPath } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "partner", params: ZInterviewPath, body: ZDecideAccommodation }, ({ partner, params, body }) =>
  decideAccommodation({ companyId: partner.companyId, interviewId: params.interviewId, approve: body.approve }));
