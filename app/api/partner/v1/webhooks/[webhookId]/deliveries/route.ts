// GET /api/partner/v1/webhooks/{webhookId}/deliveries – the endpoint's newest deliveries and their outcome
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZWebhookDeliveryList } from "@/lib/partner/responses";
import { listWebhookDeliveries } from "@/lib/partner/webhook-endpoints";
import { ZWebhookPath } from "@/lib/webhooks/schema";

export const dynamic = "force-dynamic";

export const GET = route(
  { auth: "partner", params: ZWebhookPath, response: ZWebhookDeliveryList, doc: PARTNER_DOCS.listWebhookDeliveries },
  ({ partner, params }) => listWebhookDeliveries(partner, params.webhookId),
);
