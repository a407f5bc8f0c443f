// POST /api/partner/v1/webhooks – registers an endpoint ({ url, events }); its secret is shown once
// GET /api/partner/v1/webhooks – the company's endpoints, without their secrets
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { ZWebhookEndpointList, ZWebhookEndpointWithSecret } from "@/lib/partner/responses";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/partner/webhook-endpoints";
import { ZWebhookCreate } from "@/lib/webhooks/schema";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "partner", body: ZWebhookCreate, response: ZWebhookEndpointWithSecret, status: 201, doc: PARTNER_DOCS.createWebhook },
  ({ partner, body }) => createWebhookEndpoint(partner, body),
);

export const GET = route({ auth: "partner", response: ZWebhookEndpointList, doc: PARTNER_DOCS.listWebhooks }, ({ partner }) => listWebhookEndpoints(partner));
