// Request schemas of recorded interviews, shared by the partner API, the candidate's calls and the browser.
import { z } from "zod";
import {
  EMOTION_NAMES,
  INTERVIEW_EXPIRY_DAYS,
  INTERVIEW_EXTRA_TIME_MAX_PERCENT,
  INTERVIEW_QUESTION_MAX_LENGTH,
  INTERVIEW_QUESTIONS_MAX,
} from "@/lib/constants";

export const ZScheduleInterview = z
  .object({
    questions: z
      .array(
        z
          .string({ error: "Each question is text" })
          .trim()
          .min(1, "A question is empty")
          .max(INTERVIEW_QUESTION_MAX_LENGTH, `A question may have at most ${INTERVIEW_QUESTION_MAX_LENGTH} characters`),
        { error: "questions is a list of texts" },
      )
      .min(1, "Send at least one question")
      .max(INTERVIEW_QUESTIONS_MAX, `At most ${INTERVIEW_QUESTIONS_MAX} questions`),
    expiresInDays: z
      .number()
      .int()
      .min(INTERVIEW_EXPIRY_DAYS.min)
      .max(INTERVIEW_EXPIRY_DAYS.max)
      .default(INTERVIEW_EXPIRY_DAYS.default),
    extraTimePercent: z.number().int().min(0).max(INTERVIEW_EXTRA_TIME_MAX_PERCENT).default(0),
  })
  .strict();
export type TScheduleInterview = z.output<typeof ZScheduleInterview>;

export const ZInterviewId = z.object({ id: z.uuid({ error: "Interview not found" }) });

/** The spec's question call: `ques_no` is the 1-based question number. */
export const ZQuestionCall = ZInterviewId.extend({ ques_no: z.coerce.number().int().min(1, "ques_no starts at 1") });

export const ZConsent = ZInterviewId.extend({
  version: z.string().min(1).max(40),
  agree: z.literal(true, { error: "Please tick the box to agree" }),
});

const count = z.number().int().min(0).max(1_000_000);
const ALARM_KINDS = ["LOW_ATTENTION", "MULTIPLE_FACES", "NO_FACE"] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** What the browser's monitor sends with each answer (the form field `emotionData`, JSON). */
export const ZEmotionData = z.object({
  samples: count.default(0),
  /** Samples with attention above the threshold (the spec's tally entry "Attention"). */
  Attention: count.default(0),
  facePresent: count.default(0),
  noFace: count.default(0),
  multipleFaces: count.default(0),
  lookingAway: count.default(0),
  expressions: z
    .object(Object.fromEntries(EMOTION_NAMES.map((name) => [name, count.default(0)])) as Record<(typeof EMOTION_NAMES)[number], z.ZodDefault<typeof count>>)
    .nullable()
    .optional(),
  alarms: z
    .array(z.object({ kind: z.enum(ALARM_KINDS), at: z.number().min(0).max(100_000) }))
    .max(200)
    .default([]),
  /** The 5-second statistics, kept as sent (bounded). */
  stats: z.array(z.record(z.string(), z.number())).max(100).default([]),
});
export type TEmotionData = z.output<typeof ZEmotionData>;
