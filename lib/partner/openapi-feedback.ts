// The feedback operation of the partner API's OpenAPI document (merged in by openapi.ts).
import { PARTNER_FEEDBACK_MAX_CHARS, PARTNER_FEEDBACK_PER_APPLICATION, PARTNER_FEEDBACK_REPEAT_SECONDS } from "@/lib/constants";
import { error, json, requestSchema, type Json } from "./openapi-parts";
import { ZPartnerFeedback } from "./schema";
import { formatCount } from "@/lib/format";



const feedbackRequest = requestSchema(ZPartnerFeedback);

const sent = {
  type: "object",
  required: ["feedbackId", "createdAt"],
  properties: { feedbackId: { type: "string", format: "uuid" }, createdAt: { type: "string", format: "date-time" } },
};

export const feedbackSchemas: Json = { Feedback: feedbackRequest, FeedbackSent: sent };

export function feedbackPaths(applicationIdParam: Json): Json {
  return {
    "/applications/{applicationId}/feedback": {
      parameters: [applicationIdParam],
      post: {
        operationId: "sendFeedback",
        summary: "Write to the candidate about their application",
        description:
          `A message of 1 to ${formatCount(PARTNER_FEEDBACK_MAX_CHARS)} characters, shown on the candidate's application timeline, ` +
          "in their notifications and (if they want application updates by e-mail) by e-mail. With `status`, the application also " +
          "moves, by the same rules as moveApplication, and this message is the candidate's news of the move (no second e-mail). " +
          `A company may send at most ${PARTNER_FEEDBACK_PER_APPLICATION} messages per application (then 429). The same message ` +
          `(and status) sent again within ${PARTNER_FEEDBACK_REPEAT_SECONDS / 60} minutes is not sent twice: the answer is 200 with the ` +
          "first one's id.",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Feedback" },
              examples: {
                message: {
                  summary: "A message",
                  value: { message: "Thank you for the thoughtful answers. We are speaking to two more people this week and will write again by Friday." },
                },
                decision: {
                  summary: "A message with a decision",
                  value: {
                    message: "We were impressed by your project work, but we chose someone with more experience of on-call. We would be glad to hear from you for future roles.",
                    status: "NOT_SELECTED",
                  },
                },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "Sent",
            content: { "application/json": { schema: { $ref: "#/components/schemas/FeedbackSent" }, example: { feedbackId: "5b0b7c9e-2f1c-4c53-9a57-1f0e2d3c4b5a", createdAt: "2026-11-24T09:30:00.000Z" } } },
          },
          "200": { description: "The same message was sent moments ago: that one", content: json({ $ref: "#/components/schemas/FeedbackSent" }) },
          "400": error("Empty or too long message, unknown status"),
          "404": error("Not an application to one of your jobs"),
          "409": error("That move is not allowed from the current status (nothing was sent)"),
          "429": error(`${PARTNER_FEEDBACK_PER_APPLICATION} messages already sent for this application, or too many requests for this key this minute`),
          "401": error("Missing, malformed or revoked API key"),
        },
      },
    },
  };
}
