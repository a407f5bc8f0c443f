// POST /api/partner/v1/webhooks/{webhookId}/rotate-secret – a new signing secret, shown once
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZWebhookEndpointWithSecret } from "@/lib/partner/responses";
import { rotateWebhookSecret } from "@/lib/partner/webhook-endpoints";
import { ZWebhookPath } from "@/lib/webhooks/schema";

export const POST = route(
  { auth: "partner", params: ZWebhookPath, response: ZWebhookEndpointWithSecret, doc: PARTNER_DOCS.rotateWebhookSecret },
  ({ partner, params }) => rotateWebhookSecret(partner, params.webhookId),
);
