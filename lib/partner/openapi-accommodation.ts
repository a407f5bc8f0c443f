// Accommodations and retakes in the partner API's OpenAPI document (merged in by openapi.ts): the
// policy and retakes set when scheduling, the requests shown on an interview, and the employer's decision.
import { ACCOMMODATION_AUTO_APPROVE_DEFAULT_PERCENT, ACCOMMODATION_CHOICES, ACCOMMODATION_NOTE_MAX_LENGTH, SECONDS_PER_QUESTION } from "@/lib/constants";
import { INTERVIEW_RETAKES_MAX } from "@/lib/interviews/retakes";
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

const extraRetake = {
  type: ["object", "null"],
  description:
    "The candidate's request for one more retake of each answer, made on the interview page before the first question, with an optional note. " +
    "PENDING until you decide (kind `extra-retake`); null when none was made.",
  properties: {
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
  retakes: { type: "integer", minimum: 0, maximum: INTERVIEW_RETAKES_MAX, description: "The retakes you declared when scheduling: how many times each answer may be recorded again while its question is open" },
  retakesAllowed: { type: "integer", minimum: 0, description: "The retakes that apply now: `retakes`, plus one once you granted the candidate's request for an extra retake" },
  extraRetake: extraRetake,
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
  retakes: {
    summary: "One retake of each answer, AI that assists reviewers, recordings kept 60 days, a reply within 10 days",
    value: {
      questions: ["Tell us about a release you rolled back.", "How do you explain a delay to a client?"],
      retakes: 1,
      aiUse: { scoring: "assists-reviewers", factors: ["how the answer is structured"], humanReview: true },
      retentionDays: 60,
      feedbackWithinDays: 10,
    },
  },
};

export const accommodationSchemas: Json = { AccommodationDecision: decision };

export function accommodationPaths(interviewIdParam: Json): Json {
  return {
    "/interviews/{interviewId}/accommodation": {
      parameters: [interviewIdParam],
      post: {
        operationId: "decideAccommodation",
        summary: "Approve or deny a candidate's request for more time or for one more retake",
        description:
          "Decides a PENDING request. `kind: \"extra-time\"` (the default): a request for more time beyond the `autoApproveUpToPercent` you set " +
          "when scheduling; approved extra time is added to every answer's clock. `kind: \"extra-retake\"`: a request for one more retake; approved, " +
          "each answer may be recorded again once more than you declared. Either way the candidate gets a notification and sees the decision " +
          "before the first question. Only before the interview starts.",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/AccommodationDecision" },
              examples: {
                approve: { summary: "Approve more time", value: { approve: true } },
                deny: { summary: "Deny more time", value: { approve: false } },
                retake: { summary: "Grant one more retake", value: { approve: true, kind: "extra-retake" } },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "Decided",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  description: "For extra time: `accommodation` and `extraTimePercent`. For an extra retake: `extraRetake` and `retakesAllowed`.",
                  properties: {
                    interviewId: { type: "string", format: "uuid" },
                    accommodation: request,
                    extraTimePercent: { type: "integer" },
                    extraRetake,
                    retakesAllowed: { type: "integer" },
                  },
                },
                examples: {
                  time: {
                    summary: "More time approved",
                    value: {
                      interviewId: "0d6f4c8e-3b7a-4f1e-9c2d-5a6b7c8d9e0f",
                      accommodation: { requestedPercent: 100, note: "I have dyslexia and read questions twice.", status: "APPROVED" },
                      extraTimePercent: 100,
                    },
                  },
                  retake: {
                    summary: "One more retake granted",
                    value: {
                      interviewId: "0d6f4c8e-3b7a-4f1e-9c2d-5a6b7c8d9e0f",
                      extraRetake: { note: "I stammer when nervous and may need to start over.", status: "APPROVED" },
                      retakesAllowed: 2,
                    },
                  },
                },
              },
            },
          },
          "400": error("approve is not true or false, or kind is not extra-time or extra-retake"),
          "404": error("Not one of your interviews"),
          "409": error("No request is waiting, or the interview already started"),
          "401": error("Missing, malformed or revoked API key"),
          "429": error("Too many requests for this key this minute"),
        },
      },
    },
  };
}
