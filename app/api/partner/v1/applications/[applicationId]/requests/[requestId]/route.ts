// POST /api/partner/v1/applications/{applicationId}/requests/{requestId} – { decision: "accepted" | "declined", message }: answers a candidate's request, once
import { ZDecideRequest, ZRequestPath } from "@/lib/applications/requests/schema";
import { decideCandidateRequest } from "@/lib/applications/requests/requests";
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZCandidateRequest } from "@/lib/partner/responses";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "partner", params: ZRequestPath, body: ZDecideRequest, response: ZCandidateRequest, doc: PARTNER_DOCS.answerRequest },
  ({ partner, params, body }) =>
    decideCandidateRequest({ companyId: partner.companyId, applicationId: params.applicationId, requestId: params.requestId, input: body }),
);
