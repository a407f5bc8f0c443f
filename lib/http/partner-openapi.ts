// The partner API's OpenAPI 3.1 document, served at /api/partner/v1/openapi.json, generated from
// the partner routes themselves: each route's path, query and body schemas (the ones it parses
// with), its response schema and its documented errors (lib/http/openapi.ts). The words of each
// operation are in openapi-operations.ts; the named schemas in responses.ts.
import { z } from "zod";
import { ZDecideRequest } from "@/lib/applications/requests/schema";
import { brand } from "@/lib/brand";
import { PARTNER_REQUESTS_PER_MINUTE } from "@/lib/partner/partner-limits";
import { componentsOf, pathsOf, type Json, type RouteModule } from "./openapi";
import { ZDecideAccommodation, ZScheduleInterview } from "@/lib/interviews/schema";
import { partnerSchemas } from "@/lib/partner/responses";
import { ZPartnerFeedback, ZPartnerJobCreate, ZPartnerJobUpdate, ZPartnerStatusChange } from "@/lib/partner/schema";
import { webhookEvents } from "./partner-openapi-webhooks";
import { ZWebhookCreate } from "@/lib/webhooks/schema";

/** Request bodies under their component names (read as input: defaults are optional). */
const requestSchemas = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries({
  JobCreate: ZPartnerJobCreate,
  JobUpdate: ZPartnerJobUpdate,
  StatusChange: ZPartnerStatusChange,
  InterviewSchedule: ZScheduleInterview,
  Feedback: ZPartnerFeedback,
  AccommodationDecision: ZDecideAccommodation,
  RequestDecision: ZDecideRequest,
  WebhookCreate: ZWebhookCreate,
})) {
  requestSchemas.add(schema, { id });
}

const names = { nameOf: (schema: unknown) => requestSchemas.get(schema as z.ZodType)?.id ?? partnerSchemas.get(schema as z.ZodType)?.id };

const errorAnswer = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });

/** What every partner route may answer. */
const common = {
  401: errorAnswer("Missing, malformed or revoked API key"),
  429: errorAnswer("Too many requests for this key this minute"),
};

export function partnerOpenApiDocument(serverUrl: string, routes: RouteModule[]): Json {
  return {
    openapi: "3.1.0",
    info: {
      title: `${brand.name} employer partner API`,
      version: "1.0.0",
      description:
        "Lets an employer's own hiring site publish jobs on " +
        brand.name +
        ", see who applied (with short-lived links to their CVs) and move applications through the hiring statuses. " +
        "Each candidate is notified in the app and by e-mail when their application moves. " +
        "Authenticate with your company's API key: `Authorization: Bearer hrp_…` (or `X-Api-Key`). " +
        "A key only ever sees its own company's jobs and applicants; anything else answers 404. " +
        `Each key may make ${PARTNER_REQUESTS_PER_MINUTE} requests a minute (then 429).`,
    },
    servers: [{ url: `${serverUrl}/api/partner/v1` }],
    security: [{ apiKey: [] }],
    paths: pathsOf(routes, names, common),
    webhooks: webhookEvents(),
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "Your company's partner API key" } },
      schemas: { ...componentsOf(requestSchemas, "input"), ...componentsOf(partnerSchemas, "output") },
    },
  };
}
