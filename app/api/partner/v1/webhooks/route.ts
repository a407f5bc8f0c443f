// POST /api/partner/v1/webhooks – registers an endpoint ({ url, events }); its secret is shown once
// GET /api/partner/v1/webhooks – the company's endpoints, without their secrets
import { route } from "@/lib/http/route";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/partner/webhooks/endpoints";
import { ZWebhookCreate } from "@/lib/partner/webhooks/schema";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "partner", body: ZWebhookCreate }, async ({ partner, body }) =>
  Response.json(await createWebhookEndpoint(partner, body), { status: 201 }),
);

export const GET = route({ auth: "partner" }, ({ partner }) => listWebhookEndpoints(partner));
