// GET /api/partner/v1/webhooks/{webhookId} – one endpoint, without its secret
import { noContent } from "@/lib/http/respond";
// DELETE /api/partner/v1/webhooks/{webhookId} – stops deliveries to it (waiting ones are cancelled)
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZWebhookEndpoint } from "@/lib/partner/responses";
import { deleteWebhookEndpoint, getWebhookEndpoint } from "@/lib/partner/webhook-endpoints";
import { ZWebhookPath } from "@/lib/webhooks/schema";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "partner", params: ZWebhookPath, response: ZWebhookEndpoint, doc: PARTNER_DOCS.getWebhook }, ({ partner, params }) =>
  getWebhookEndpoint(partner, params.webhookId),
);

export const DELETE = route({ auth: "partner", params: ZWebhookPath, status: 204, doc: PARTNER_DOCS.deleteWebhook }, async ({ partner, params }) => {
  await deleteWebhookEndpoint(partner, params.webhookId);
  return noContent();
});
