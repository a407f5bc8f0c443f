// POST /api/partner/v1/webhooks/{webhookId}/rotate-secret – a new signing secret, shown once
import { route } from "@/lib/http/route";
import { rotateWebhookSecret } from "@/lib/partner/webhooks/endpoints";
import { ZWebhookPath } from "@/lib/partner/webhooks/schema";

export const POST = route({ auth: "partner", params: ZWebhookPath }, ({ partner, params }) => rotateWebhookSecret(partner, params.webhookId));
