// GET, PATCH /api/partner/v1/applications/{applicationId} – one application; move it to another hiring status ({ status })
import { route } from "@/lib/http/route";
import { getPartnerApplication, movePartnerApplication } from "@/lib/partner/applications";
import { ZApplicationPath, ZPartnerStatusChange } from "@/lib/partner/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "partner", params: ZApplicationPath }, ({ partner, params }) => getPartnerApplication(partner, params.applicationId));

export const PATCH = route({ auth: "partner", params: ZApplicationPath, body: ZPartnerStatusChange }, ({ partner, params, body }) =>
  movePartnerApplication({ partner, applicationId: params.applicationId, status: body.status }));
