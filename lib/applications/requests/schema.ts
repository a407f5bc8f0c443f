// Requests a candidate makes of the employer, and the employer's answer: shared by the routes, the
// browser and the partner API's document.
import { z } from "zod";
import { zPathId } from "@/lib/validation/path-id";

import { REQUEST_MESSAGE_MAX, REQUEST_RESPONSE_MAX } from "./limits";

const words = (max: number, label: string) =>
  z
    .string({ error: `${label} is text` })
    .trim()
    .max(max, `Keep the ${label.toLowerCase()} under ${max} characters`);

/** POST /api/interviews/alternative: before starting a recorded interview. */
export const ZAskForAlternative = z.object({
  id: z.uuid({ error: "Interview not found" }),
  reason: words(REQUEST_MESSAGE_MAX, "Reason")
    .optional()
    .transform((reason) => reason || null),
});
export type TAskForAlternative = z.output<typeof ZAskForAlternative>;

/** POST /api/jobs/review-request: after a decision on the application to this job. */
export const ZAskForReview = z.object({
  jobId: z.string({ error: "Job not found" }).trim().min(1, "Job not found").max(100, "Job not found"),
  message: words(REQUEST_MESSAGE_MAX, "Message").min(1, "Please say what you would like a person to look at again"),
});
export type TAskForReview = z.output<typeof ZAskForReview>;

/** POST /api/partner/v1/applications/{applicationId}/requests/{requestId}: the employer's answer. */
export const ZDecideRequest = z
  .object({
    decision: z.enum(["accepted", "declined"], { error: "decision is accepted or declined" }),
    message: words(REQUEST_RESPONSE_MAX, "Message").min(1, "Write the candidate a message with your answer"),
  })
  .strict();
export type TDecideRequest = z.output<typeof ZDecideRequest>;

export const ZRequestPath = z.object({ applicationId: zPathId("Application"), requestId: zPathId("Request") });
