// Candidates' requests in the partner API's OpenAPI document (merged in by openapi.ts): the list on
// an application and the employer's one answer.
import { ZDecideRequest } from "@/lib/applications/requests/schema";
import { dateTime, error, json, nullableDateTime, ref, requestSchema, uuid, type Json } from "./openapi-parts";



const decision = requestSchema(ZDecideRequest);

const request = {
  type: "object",
  required: ["id", "kind", "status", "message", "response", "createdAt", "decidedAt"],
  properties: {
    id: uuid,
    kind: {
      type: "string",
      enum: ["ALTERNATIVE_ASSESSMENT", "HUMAN_REVIEW"],
      description: "ALTERNATIVE_ASSESSMENT: asked before a recorded interview, which waits for your answer (accepted: it is never recorded). HUMAN_REVIEW: a person's review of a decision.",
    },
    status: { type: "string", enum: ["PENDING", "ACCEPTED", "DECLINED"] },
    message: { type: ["string", "null"], description: "The candidate's own words" },
    response: { type: ["string", "null"], description: "Your answer, as the candidate reads it" },
    createdAt: dateTime,
    decidedAt: nullableDateTime,
  },
};

/** Added to the Application schema. */
export const applicationRequestsProperty: Json = {
  requests: { type: "array", items: ref("CandidateRequest"), description: "The candidate's requests, oldest first (on a single application only)" },
};

export const requestSchemas: Json = { CandidateRequest: request, RequestDecision: decision };

export function requestPaths(applicationIdParam: Json): Json {
  return {
    "/applications/{applicationId}/requests/{requestId}": {
      parameters: [applicationIdParam, { name: "requestId", in: "path", required: true, schema: uuid }],
      post: {
        operationId: "answerRequest",
        summary: "Answer a candidate's request",
        description:
          "Once per request. The candidate sees your answer on the application's timeline and in their notifications. " +
          "Accepting another way to be assessed means the recorded interview is not recorded: arrange the other way with the candidate.",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: ref("RequestDecision"),
              example: { decision: "accepted", message: "Of course. Our recruiter will call you on Tuesday at 11:00 for a 30-minute conversation instead." },
            },
          },
        },
        responses: {
          "200": { description: "Answered", content: json(ref("CandidateRequest")) },
          "400": error("Missing decision or message"),
          "404": error("Not a request on an application to one of your jobs"),
          "409": error("Already answered"),
          "401": error("Missing, malformed or revoked API key"),
        },
      },
    },
  };
}
