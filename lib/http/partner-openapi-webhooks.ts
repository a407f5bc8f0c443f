// Outbound webhooks in the partner API's OpenAPI document: how deliveries are signed and retried,
// examples of an endpoint, and (under OpenAPI 3.1's `webhooks`) what each event sends.
import { PARTNER_EVENTS, WEBHOOK_TIMEOUT_MS } from "@/lib/webhooks/events";

type Json = Record<string, unknown>;

export const exampleEndpoint = {
  id: "0f6d2b7a-5c1e-4a8b-9d3f-2e7c1a4b6d80",
  url: "https://hooks.brightloom.example/hireready",
  events: ["application.created", "interview.completed"],
  createdAt: "2026-11-27T09:30:00.000Z",
  secretRotatedAt: null,
};
export const exampleSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7v0Hk9bW6Ao=";

export const webhookSigning =
  "Each delivery is a POST with the Standard Webhooks headers `webhook-id` (the same on every retry: drop repeats), " +
  "`webhook-timestamp` (seconds) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the " +
  "endpoint's secret); verify it with any Standard Webhooks library. Answer 2xx within " +
  `${WEBHOOK_TIMEOUT_MS / 1000} s; anything else (redirects included: they are not followed) is retried with back-off, from a ` +
  "minute to an hour apart, for about a day. Deliveries go only to public addresses.";

const ACCOMMODATION_EVENT =
  '`data.accommodation` says what was asked for: `"extra-time"` (with `extraTimePercent`; `status` APPROVED when within your policy) or ' +
  '`"extra-retake"` (one more retake of each answer; always PENDING). Decide either with `POST /interviews/{interviewId}/accommodation`.';

const REPORTED_EVENT =
  "A candidate reported the job: `data.reason` is ASKS_FOR_MONEY, NOT_A_REAL_JOB, MISLEADING, DISCRIMINATORY or OTHER; who reported is never told. " +
  "`openReports` counts the reports waiting for your answer; at 3 the job is hidden from search (`hidden`, status HELD, heldReason REPORTED) " +
  "until you answer with `POST /jobs/{jobId}/report-responses`.";

const CLOSED_EVENT =
  "The job closed, once: `data.reason` is EMPLOYER (you closed it with `POST /jobs/{jobId}/close`; closing it again sends nothing), " +
  "EXPIRED (past its validThrough) or STALE (not changed with `PATCH /jobs/{jobId}` nor refreshed with `POST /jobs/{jobId}/refresh` for 60 days).";

/** The ids every example refers to, so the events of one story name the same application, job and interview. */
export const example = {
  applicationId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a",
  jobId: "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
  interviewId: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
};

const { applicationId, jobId, interviewId } = example;

const eventData: Record<(typeof PARTNER_EVENTS)[number], Json> = {
  "application.created": { applicationId, jobId },
  "interview.completed": { interviewId, applicationId },
  "interview.accommodation_requested": {
    interviewId,
    applicationId,
    accommodation: "extra-time",
    extraTimePercent: 50,
    status: "PENDING",
  },
  "interview.alternative_requested": { interviewId, applicationId },
  "application.review_requested": { applicationId },
  "application.feedback_due": { applicationId },
  "candidate.erased": { applicationId },
  "application.withdrawn": { applicationId, jobId },
  "job.closed": { jobId, reason: "STALE" },
  "job.reported": {
    jobId,
    reportId: "0f1e2d3c-4b5a-4697-8877-665544332211",
    reason: "NOT_A_REAL_JOB",
    openReports: 3,
    hidden: true,
  },
};

/** OpenAPI 3.1's `webhooks`: what each event POSTs to a registered endpoint. */
export function webhookEvents(): Json {
  return Object.fromEntries(
    PARTNER_EVENTS.map((type) => [
      type,
      {
        post: {
          summary: type,
          description:
            type === "interview.accommodation_requested"
              ? `${webhookSigning} ${ACCOMMODATION_EVENT}`
              : type === "job.reported"
                ? `${webhookSigning} ${REPORTED_EVENT}`
                : type === "job.closed"
                  ? `${webhookSigning} ${CLOSED_EVENT}`
                  : webhookSigning,
          requestBody: {
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/WebhookEvent" },
                example: { type, timestamp: "2026-11-27T09:31:00.000Z", data: eventData[type] },
              },
            },
          },
          responses: { "200": { description: "Received (any 2xx)" } },
        },
      },
    ]),
  );
}
