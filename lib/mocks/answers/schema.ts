// The fields of POST /api/mock/add-mock-video besides the video, shared with the wizard.
import { z } from "zod";
import { MOCK_BROWSER_TRANSCRIPT_MAX_CHARS, MOCK_CAMERA_STRETCHES_MAX, MOCK_SEGMENTS_MAX, SECONDS_PER_QUESTION, MOCK_ANSWER_GRACE_SECONDS } from "@/lib/constants";
import { parseJsonText } from "@/lib/validation/json";

const MAX_SECONDS = SECONDS_PER_QUESTION + MOCK_ANSWER_GRACE_SECONDS;
/** The longest answer the server keeps: the question's time plus a small grace for the recorder stopping. */
export const MOCK_ANSWER_MAX_MS = MAX_SECONDS * 1000;
export const ANSWER_TOO_LONG = `An answer can be at most ${SECONDS_PER_QUESTION} seconds long`;

export const ZSpeechSegments = z
  .array(z.object({ start: z.number().min(0).max(MAX_SECONDS), end: z.number().min(0).max(MAX_SECONDS) }))
  .max(MOCK_SEGMENTS_MAX);

/**
 * What the browser's face model measured during an answer, when the candidate opted in: the share
 * of samples with a face in view and looking at the camera, and the stretches (seconds) looking
 * away or out of view. Counts only; no expressions are read in mocks.
 */
export const ZCameraFigures = z.object({
  samples: z.number().int().min(0).max(100_000),
  face_share: z.number().min(0).max(1),
  looking_share: z.number().min(0).max(1),
  away: z.array(z.object({ start: z.number().min(0).max(MAX_SECONDS), end: z.number().min(0).max(MAX_SECONDS) })).max(MOCK_CAMERA_STRETCHES_MAX),
});
export type CameraFigures = z.output<typeof ZCameraFigures>;

/** A JSON text field of the answer form, checked against its schema. */
function jsonField<T extends z.ZodType>(schema: T, message: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx): z.output<T> | null => {
      if (!text) return null;
      try {
        const parsed = schema.safeParse(parseJsonText(text));
        if (parsed.success) return parsed.data;
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

export const ZAddMockVideoFields = z.object({
  mock_id: z.uuid({ message: "Error while getting question. Make sure your url is correct" }),
  /** 1 for the first question. */
  qnum: z.coerce.number().int().min(1).max(100),
  duration_ms: z.coerce
    .number()
    .int()
    .min(0)
    .max(MOCK_ANSWER_MAX_MS, { message: ANSWER_TOO_LONG })
    .optional(),
  /** JSON list of { start, end } in seconds. */
  segments: jsonField(ZSpeechSegments, "The speech segments are not valid"),
  /** JSON camera figures (ZCameraFigures), only when the candidate opted in. */
  camera: jsonField(ZCameraFigures, "The camera figures are not valid"),
  browser_transcript: z.string().max(MOCK_BROWSER_TRANSCRIPT_MAX_CHARS).optional(),
});

export type TAddMockVideoFields = z.output<typeof ZAddMockVideoFields>;

export const ZEndInterview = z.object({ id: z.uuid({ message: "Error while getting question. Make sure your url is correct" }) });
