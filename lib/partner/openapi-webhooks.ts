// Outbound webhooks in the partner API's OpenAPI document (merged in by openapi.ts): registering
// endpoints, their delivery log, and (under OpenAPI 3.1's `webhooks`) what each event sends.
import { PARTNER_EVENTS, WEBHOOK_ENDPOINTS_PER_COMPANY, WEBHOOK_LOG_PAGE, WEBHOOK_TIMEOUT_MS } from "./webhooks/events";
import { ZWebhookCreate } from "./webhooks/schema";
import { dateTime, error, nullableDateTime, ref, requestSchema, str, uuid, type Json } from "./openapi-parts";



const createRequest = requestSchema(ZWebhookCreate);

const endpoint = {
  type: "object",
  required: ["id", "url", "events", "createdAt", "secretRotatedAt"],
  properties: {
    id: uuid,
    url: str,
    events: { type: "array", items: { type: "string", enum: [...PARTNER_EVENTS] } },
    createdAt: dateTime,
    secretRotatedAt: nullableDateTime,
  },
};

const withSecret = {
  allOf: [
    ref("WebhookEndpoint"),
    {
      type: "object",
      required: ["secret"],
      properties: { secret: { type: "string", pattern: "^whsec_", description: "Signs every delivery. Shown only now: keep it." } },
    },
  ],
};

const delivery = {
  type: "object",
  required: ["id", "webhookId", "event", "status", "attempts", "createdAt", "payload"],
  properties: {
    id: uuid,
    webhookId: { type: "string", description: "The `webhook-id` header: the same on every attempt of this delivery" },
    event: { type: "string", enum: [...PARTNER_EVENTS] },
    status: { type: "string", enum: ["pending", "delivered", "failed", "cancelled"] },
    attempts: { type: "integer", minimum: 0 },
    lastResponseStatus: { type: ["integer", "null"] },
    lastError: { type: ["string", "null"] },
    createdAt: dateTime,
    lastAttemptAt: nullableDateTime,
    deliveredAt: nullableDateTime,
    payload: ref("WebhookEvent"),
  },
};

const event = {
  type: "object",
  required: ["type", "timestamp", "data"],
  description: "The body of every delivery. Data carries ids only: read the rest through this API.",
  properties: {
    type: { type: "string", enum: [...PARTNER_EVENTS] },
    timestamp: dateTime,
    data: { type: "object", additionalProperties: { type: ["string", "integer", "boolean", "null"] } },
  },
};

export const webhookSchemas: Json = { WebhookCreate: createRequest, WebhookEndpoint: endpoint, WebhookEndpointWithSecret: withSecret, WebhookDelivery: delivery, WebhookEvent: event };

const exampleEndpoint = {
  id: "0f6d2b7a-5c1e-4a8b-9d3f-2e7c1a4b6d80",
  url: "https://hooks.brightloom.example/hireready",
  events: ["application.created", "interview.completed"],
  createdAt: "2026-11-27T09:30:00.000Z",
  secretRotatedAt: null,
};
const exampleSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7v0Hk9bW6Ao=";

const signing =
  "Each delivery is a POST with the Standard Webhooks headers `webhook-id` (the same on every retry: drop repeats), " +
  "`webhook-timestamp` (seconds) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the " +
  "endpoint's secret); verify it with any Standard Webhooks library. Answer 2xx within " +
  `${WEBHOOK_TIMEOUT_MS / 1000} s; anything else (redirects included: they are not followed) is retried with back-off, from a ` +
  "minute to an hour apart, for about a day. Deliveries go only to public addresses.";

export function webhookPaths(): Json {
  const webhookIdParam = { name: "webhookId", in: "path", required: true, schema: uuid };
  return {
    "/webhooks": {
      post: {
        operationId: "createWebhook",
        summary: "Register an endpoint for events",
        description: `${signing} At most ${WEBHOOK_ENDPOINTS_PER_COMPANY} endpoints per company.`,
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref("WebhookCreate"), example: { url: exampleEndpoint.url, events: exampleEndpoint.events } } },
        },
        responses: {
          "201": { description: "Registered; the secret is shown this once", content: { "application/json": { schema: ref("WebhookEndpointWithSecret"), example: { ...exampleEndpoint, secret: exampleSecret } } } },
          "400": error("Not an http(s) URL, a private address, or an unknown event"),
          "409": error(`Already ${WEBHOOK_ENDPOINTS_PER_COMPANY} endpoints`),
          "401": error("Missing, malformed or revoked API key"),
        },
      },
      get: {
        operationId: "listWebhooks",
        summary: "Your endpoints (without their secrets)",
        responses: {
          "200": { description: "The endpoints", content: { "application/json": { schema: { type: "object", properties: { data: { type: "array", items: ref("WebhookEndpoint") } } }, example: { data: [exampleEndpoint] } } } },
          "401": error("Missing, malformed or revoked API key"),
        },
      },
    },
    "/webhooks/{webhookId}": {
      parameters: [webhookIdParam],
      get: {
        operationId: "getWebhook",
        summary: "One endpoint",
        responses: { "200": { description: "The endpoint", content: { "application/json": { schema: ref("WebhookEndpoint"), example: exampleEndpoint } } }, "404": error("Not one of your endpoints") },
      },
      delete: {
        operationId: "deleteWebhook",
        summary: "Stop sending to an endpoint",
        description: "Deliveries still waiting are cancelled.",
        responses: { "204": { description: "Deleted" }, "404": error("Not one of your endpoints") },
      },
    },
    "/webhooks/{webhookId}/rotate-secret": {
      parameters: [webhookIdParam],
      post: {
        operationId: "rotateWebhookSecret",
        summary: "Replace the signing secret",
        description: "Every delivery from now on, retries included, is signed with the new secret, shown this once.",
        responses: { "200": { description: "The new secret", content: { "application/json": { schema: ref("WebhookEndpointWithSecret"), example: { ...exampleEndpoint, secretRotatedAt: "2026-11-28T10:00:00.000Z", secret: exampleSecret } } } }, "404": error("Not one of your endpoints") },
      },
    },
    "/webhooks/{webhookId}/deliveries": {
      parameters: [webhookIdParam],
      get: {
        operationId: "listWebhookDeliveries",
        summary: `The endpoint's ${WEBHOOK_LOG_PAGE} newest deliveries`,
        responses: {
          "200": {
            description: "Deliveries, newest first",
            content: {
              "application/json": {
                schema: { type: "object", properties: { data: { type: "array", items: ref("WebhookDelivery") } } },
                example: {
                  data: [
                    {
                      id: "7a1c9e4b-3d2f-4b6a-8e5d-1c0b9a8f7e6d",
                      webhookId: "msg_4f1d8c2b9e7a6d5c3b2a19f8e7d6c5b4",
                      event: "application.created",
                      status: "delivered",
                      attempts: 2,
                      lastResponseStatus: 200,
                      lastError: null,
                      createdAt: "2026-11-27T09:31:00.000Z",
                      lastAttemptAt: "2026-11-27T09:32:01.000Z",
                      deliveredAt: "2026-11-27T09:32:01.000Z",
                      payload: { type: "application.created", timestamp: "2026-11-27T09:31:00.000Z", data: { applicationId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a", jobId: "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f" } },
                    },
                  ],
                },
              },
            },
          },
          "404": error("Not one of your endpoints"),
        },
      },
    },
  };
}

const ACCOMMODATION_EVENT =
  '`data.accommodation` says what was asked for: `"extra-time"` (with `extraTimePercent`; `status` APPROVED when within your policy) or ' +
  '`"extra-retake"` (one more retake of each answer; always PENDING). Decide either with `POST /interviews/{interviewId}/accommodation`.';

const eventData: Record<(typeof PARTNER_EVENTS)[number], Json> = {
  "application.created": { applicationId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a", jobId: "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f" },
  "interview.completed": { interviewId: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b", applicationId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a" },
  "interview.accommodation_requested": { interviewId: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b", applicationId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a", accommodation: "extra-time", extraTimePercent: 50, status: "PENDING" },
  "interview.alternative_requested": { interviewId: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b", applicationId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a" },
  "application.review_requested": { applicationId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a" },
  "application.feedback_due": { applicationId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a" },
  "candidate.erased": { applicationId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a" },
};

/** OpenAPI 3.1's `webhooks`: what each event POSTs to a registered endpoint. */
export function webhookEvents(): Json {
  return Object.fromEntries(
    PARTNER_EVENTS.map((type) => [
      type,
      {
        post: {
          summary: type,
          description: type === "interview.accommodation_requested" ? `${signing} ${ACCOMMODATION_EVENT}` : signing,
          requestBody: { content: { "application/json": { schema: ref("WebhookEvent"), example: { type, timestamp: "2026-11-27T09:31:00.000Z", data: eventData[type] } } } },
          responses: { "200": { description: "Received (any 2xx)" } },
        },
      },
    ]),
  );
}
