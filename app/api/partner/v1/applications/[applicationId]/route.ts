// GET, PATCH /api/partner/v1/applications/{applicationId} – one application; move it to another hiring status ({ status })
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZPartnerApplication } from "@/lib/partner/responses";
import { getPartnerApplication, movePartnerApplication } from "@/lib/partner/applications";
import { ZApplicationPath, ZPartnerStatusChange } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const GET = route(
  { auth: "partner", params: ZApplicationPath, response: ZPartnerApplication, doc: PARTNER_DOCS.getApplication },
  ({ partner, params }) => getPartnerApplication(partner, params.applicationId),
);

export const PATCH = route(
  { auth: "partner", params: ZApplicationPath, body: ZPartnerStatusChange, response: ZPartnerApplication, doc: PARTNER_DOCS.moveApplication },
  ({ partner, params, body }) => movePartnerApplication({ partner, applicationId: params.applicationId, status: body.status }),
);
