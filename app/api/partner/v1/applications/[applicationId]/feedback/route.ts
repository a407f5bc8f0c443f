// POST /api/partner/v1/applications/{applicationId}/feedback – a message for the candidate ({ message, status? })
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZFeedbackSent } from "@/lib/partner/responses";
import { ZApplicationPath, ZPartnerFeedback } from "@/lib/partner/schema";
import { sendApplicationFeedback } from "@/lib/partner/send-feedback";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "partner", params: ZApplicationPath, body: ZPartnerFeedback, response: ZFeedbackSent, status: 201, doc: PARTNER_DOCS.sendFeedback },
  async ({ partner, params, body }) => {
    const { created, ...sent } = await sendApplicationFeedback({ partner, applicationId: params.applicationId, input: body });
    return NextResponse.json(sent, { status: created ? 201 : 200 });
  },
);
