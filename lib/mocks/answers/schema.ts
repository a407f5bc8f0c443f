// The fields of POST /api/mock/add-mock-video besides the video, shared with the wizard.
import { z } from "zod";
import { ANSWER_EXTRA_TIME_MAX_PERCENT } from "@/lib/interviews/interview-rules";
import {
  MOCK_BROWSER_TRANSCRIPT_MAX_CHARS,
  MOCK_CAMERA_STRETCHES_MAX,
  MOCK_EXTRA_TIME_CHOICES,
  MOCK_SEGMENTS_MAX,
  TYPED_ANSWER_MAX_CHARS,
} from "@/lib/mocks/mock-rules";
import { answerMaxMs } from "@/lib/interviews/answer-time";
import { questionAnswerSeconds } from "@/lib/mocks/follow-ups/follow-up-rules";
import { formatCount } from "@/lib/format";
import { parseJsonText } from "@/lib/validation/json";
import { missingOr } from "@/lib/validation/issue-message";

/** The longest answer the server keeps: the mock's answer time plus a small grace for the recorder stopping. */
export function mockAnswerMaxMs(extraTimePercent: number): number {
  return answerMaxMs(extraTimePercent);
}
/** The longest any mock allows (the most extra time there is); each mock's own limit is checked against the file. */
export const MOCK_ANSWER_ABSOLUTE_MAX_MS = mockAnswerMaxMs(ANSWER_EXTRA_TIME_MAX_PERCENT);
const MAX_SECONDS = MOCK_ANSWER_ABSOLUTE_MAX_MS / 1000;
export function answerTooLong(extraTimePercent: number, followUp = false): string {
  return `An answer can be at most ${questionAnswerSeconds(extraTimePercent, followUp)} seconds long`;
}

/** The spec's words for a mock or question that is not the candidate's (or not there). */
export const WRONG_MOCK = "Error while getting question. Make sure your url is correct";
/** Asked of a review (its PDF, its guide ticks) before the evaluation completed. */
export const FEEDBACK_NOT_READY = "The feedback is not ready yet";

export const ANSWER_TIME_CHOICE_MESSAGE = "Choose 1×, 1.5× or 2× the answer time";
/** The declaration step's choice of answer time, as extra percent (0, 50 or 100). */
export const ZMockAnswerTime = z.object({
  mock_id: z.uuid({ message: WRONG_MOCK }),
  extra_time_percent: z
    .number({ error: ANSWER_TIME_CHOICE_MESSAGE })
    .refine((p) => (MOCK_EXTRA_TIME_CHOICES as readonly number[]).includes(p), ANSWER_TIME_CHOICE_MESSAGE),
});

export const ZSpeechSegments = z.array(z.object({ start: z.number().min(0).max(MAX_SECONDS), end: z.number().min(0).max(MAX_SECONDS) })).max(MOCK_SEGMENTS_MAX);

/**
 * What the browser's face model measured during an answer, when the candidate opted in: the share
 * of samples with a face in view and looking at the camera, and the stretches (seconds) looking
 * away or out of view, all in seconds from the answer's start. Counts only; no expressions are read in mocks.
 */
export const ZCameraFigures = z.object({
  samples: z.number().int().min(0).max(100_000),
  face_share: z.number().min(0).max(1),
  looking_share: z.number().min(0).max(1),
  away: z.array(z.object({ start: z.number().min(0).max(MAX_SECONDS), end: z.number().min(0).max(MAX_SECONDS) })).max(MOCK_CAMERA_STRETCHES_MAX),
  /** Seconds into the answer when measuring began, when the face model was ready only after the answer started. */
  from: z.number().min(0).max(MAX_SECONDS).optional(),
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
  mock_id: z.uuid({ message: WRONG_MOCK }),
  /** 1 for the first question. */
  qnum: z.coerce.number().int().min(1).max(100),
  duration_ms: z.coerce
    .number()
    .int()
    .min(0)
    .max(MOCK_ANSWER_ABSOLUTE_MAX_MS, { message: answerTooLong(ANSWER_EXTRA_TIME_MAX_PERCENT) })
    .optional(),
  /** JSON list of { start, end } in seconds. */
  segments: jsonField(ZSpeechSegments, "The speech segments are not valid"),
  /** JSON camera figures (ZCameraFigures), only when the candidate opted in. */
  camera: jsonField(ZCameraFigures, "The camera figures are not valid"),
  browser_transcript: z.string().max(MOCK_BROWSER_TRANSCRIPT_MAX_CHARS).optional(),
});

export type TAddMockVideoFields = z.output<typeof ZAddMockVideoFields>;

export const TYPED_ANSWER_EMPTY = "Please type your answer";
export const TYPED_ANSWER_TOO_LONG = `A typed answer can be at most ${formatCount(TYPED_ANSWER_MAX_CHARS)} characters long`;
/** A question answered by typing takes no recording, and one answered by either takes no second answer. */
export const ALREADY_ANSWERED = "This question has already been answered";

const DURATION_MESSAGE = "duration_ms is the whole milliseconds the answer took, from 0";

/** POST /api/mock/add-mock-text: a question answered by typing, with the time it took by the answer clock. */
export const ZAddMockText = z.object({
  mock_id: z.uuid({ message: WRONG_MOCK }),
  /** 1 for the first question. */
  qnum: z.number({ error: WRONG_MOCK }).int({ message: WRONG_MOCK }).min(1, { message: WRONG_MOCK }).max(100, { message: WRONG_MOCK }),
  text: z
    .string({ error: TYPED_ANSWER_EMPTY })
    .max(TYPED_ANSWER_MAX_CHARS, { message: TYPED_ANSWER_TOO_LONG })
    .refine((t) => t.trim().length > 0, TYPED_ANSWER_EMPTY),
  /** Milliseconds from the question being asked to the answer being sent, by the answer clock. */
  duration_ms: z
    .number({ error: missingOr("duration_ms", DURATION_MESSAGE) })
    .int(DURATION_MESSAGE)
    .min(0, DURATION_MESSAGE)
    .max(MOCK_ANSWER_ABSOLUTE_MAX_MS, { message: answerTooLong(ANSWER_EXTRA_TIME_MAX_PERCENT) }),
});
export type TAddMockText = z.output<typeof ZAddMockText>;

export const ZOpenQuestion = ZAddMockText.pick({ mock_id: true, qnum: true });

export const ZEndInterview = z.object({ id: z.uuid({ message: WRONG_MOCK }) });
