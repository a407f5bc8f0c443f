// Accommodations in the partner API's OpenAPI document (merged in by openapi.ts): the policy set
// when scheduling, the request shown on an interview, and the employer's decision.
import { ACCOMMODATION_AUTO_APPROVE_DEFAULT_PERCENT, ACCOMMODATION_CHOICES, ACCOMMODATION_NOTE_MAX_LENGTH, SECONDS_PER_QUESTION } from "@/lib/constants";
import { ZDecideAccommodation } from "@/lib/interviews/schema";
import { error, requestSchema, type Json } from "./openapi-parts";


const choices = ACCOMMODATION_CHOICES.map((p) => `+${p} %`).join(", ");

const decision = requestSchema(ZDecideAccommodation);

const request = {
  type: ["object", "null"],
  description:
    `The candidate's own request for more answer time (${choices}), made on the interview page before the first question, ` +
    "with an optional note. APPROVED at once within your policy, else PENDING until you decide; null when none was made.",
  properties: {
    requestedPercent: { type: "integer", enum: [...ACCOMMODATION_CHOICES] },
    note: { type: ["string", "null"], maxLength: ACCOMMODATION_NOTE_MAX_LENGTH },
    status: { type: "string", enum: ["PENDING", "APPROVED", "DENIED"] },
  },
};

/** Properties added to the Interview schema. */
export const interviewAccommodationProperties: Json = {
  answerSeconds: {
    type: "integer",
    description: `The time for each answer now: ${SECONDS_PER_QUESTION} s plus extraTimePercent plus an approved request`,
  },
  accommodationPolicy: {
    type: "object",
    properties: { autoApproveUpToPercent: { type: "integer", minimum: 0, maximum: 100 } },
  },
  accommodation: request,
};

/** Examples of scheduling with and without an accommodation policy. */
export const scheduleExamples: Json = {
  usual: {
    summary: `Three questions; requests up to ${ACCOMMODATION_AUTO_APPROVE_DEFAULT_PERCENT} % more time apply at once (the default)`,
    value: { questions: ["Tell us about a support case you are proud of.", "How do you plan a busy week?", "Why this role?"], expiresInDays: 7 },
  },
  policy: {
    summary: "Extra time for everyone, and every further request decided by you",
    value: { questions: ["Walk us through a rota you planned."], extraTimePercent: 25, accommodation: { autoApproveUpToPercent: 0 } },
  },
};

export const accommodationSchemas: Json = { AccommodationDecision: decision };

export function accommodationPaths(interviewIdParam: Json): Json {
  return {
    "/interviews/{interviewId}/accommodation": {
      parameters: [interviewIdParam],
      post: {
        operationId: "decideAccommodation",
        summary: "Approve or deny a candidate's request for more time",
        description:
          "Decides a PENDING request (one beyond the `autoApproveUpToPercent` you set when scheduling). Approved extra time is added to " +
          "every answer's clock; either way the candidate gets a notification and sees the decision before the first question. " +
          "Only before the interview starts.",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/AccommodationDecision" },
              examples: { approve: { summary: "Approve", value: { approve: true } }, deny: { summary: "Deny", value: { approve: false } } },
            },
          },
        },
        responses: {
          "200": {
            description: "Decided",
            content: {
              "application/json": {
                schema: { type: "object", properties: { interviewId: { type: "string", format: "uuid" }, accommodation: request, extraTimePercent: { type: "integer" } } },
                example: {
                  interviewId: "0d6f4c8e-3b7a-4f1e-9c2d-5a6b7c8d9e0f",
                  accommodation: { requestedPercent: 100, note: "I have dyslexia and read questions twice.", status: "APPROVED" },
                  extraTimePercent: 100,
                },
              },
            },
          },
          "400": error("approve is not true or false"),
          "404": error("Not one of your interviews"),
          "409": error("No request is waiting, or the interview already started"),
          "401": error("Missing, malformed or revoked API key"),
          "429": error("Too many requests for this key this minute"),
        },
      },
    },
  };
}
