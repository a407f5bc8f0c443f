// Request schemas of recorded interviews, shared by the partner API, the candidate's calls and the browser.
import { LOCALES } from "@/lib/i18n/locales";
import { z } from "zod";
import { DEFAULT_MOCK_LANGUAGE, LANGUAGE_CHOICE, MOCK_LANGUAGES } from "@/lib/language/languages";
import {
  ACCOMMODATION_AUTO_APPROVE_DEFAULT_PERCENT,
  ACCOMMODATION_CHOICES,
  ACCOMMODATION_NOTE_MAX_LENGTH,
  INTERVIEW_EXPIRY_DAYS,
  INTERVIEW_EXTRA_TIME_MAX_PERCENT,
  INTERVIEW_QUESTION_MAX_LENGTH,
  INTERVIEW_QUESTIONS_MAX,
} from "./interview-rules";
import { EMOTION_NAMES } from "./monitoring";
import { INTERVIEW_RETAKES_MAX } from "./retakes";

const RETAKES_MESSAGE = `retakes is a whole number from 0 to ${INTERVIEW_RETAKES_MAX}`;

export const AI_SCORING = ["none", "assists-reviewers", "decides"] as const;

export const ZAiUse = z
  .object({
    scoring: z.enum(AI_SCORING, { error: `aiUse.scoring is one of ${AI_SCORING.join(", ")}` }),
    factors: z
      .array(z.string({ error: "Each factor is text" }).trim().min(1, "A factor is empty").max(120, "A factor may have at most 120 characters"))
      .max(10, "At most 10 factors")
      .default([]),
    humanReview: z.boolean({ error: "aiUse.humanReview is true or false" }),
  })
  .strict()
  .refine((use) => use.scoring === "none" || use.factors.length > 0, { message: "Name the factors the AI looks at", path: ["factors"] });
export type TAiUse = z.output<typeof ZAiUse>;

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
    expiresInDays: z.number().int().min(INTERVIEW_EXPIRY_DAYS.min).max(INTERVIEW_EXPIRY_DAYS.max).default(INTERVIEW_EXPIRY_DAYS.default),
    extraTimePercent: z.number().int().min(0).max(INTERVIEW_EXTRA_TIME_MAX_PERCENT).default(0),
    /** How much more time a candidate's own request may add before the employer has to decide. */
    accommodation: z
      .object({
        autoApproveUpToPercent: z
          .number({ error: "autoApproveUpToPercent is a whole percent from 0 to 100" })
          .int("autoApproveUpToPercent is a whole percent from 0 to 100")
          .min(0, "autoApproveUpToPercent is a whole percent from 0 to 100")
          .max(100, "autoApproveUpToPercent is a whole percent from 0 to 100")
          .default(ACCOMMODATION_AUTO_APPROVE_DEFAULT_PERCENT),
      })
      .strict()
      .default({ autoApproveUpToPercent: ACCOMMODATION_AUTO_APPROVE_DEFAULT_PERCENT }),
    /** How the employer uses AI on the answers: shown to the candidate before consent, kept with it. */
    aiUse: ZAiUse.default({ scoring: "none", factors: [], humanReview: true }),
    /** How long the employer keeps the recordings; they are deleted then (or sooner, by our own policy). */
    retentionDays: z.number({ error: "retentionDays is a whole number of days from 1 to 365" }).int().min(1).max(365).optional(),
    /** The employer promises a reply within this many days of the interview's end. */
    feedbackWithinDays: z.number({ error: "feedbackWithinDays is a whole number of days from 1 to 60" }).int().min(1).max(60).optional(),
    /** How many times each answer may be recorded again while its question is open; the last take counts. */
    retakes: z.number({ error: RETAKES_MESSAGE }).int(RETAKES_MESSAGE).min(0, RETAKES_MESSAGE).max(INTERVIEW_RETAKES_MAX, RETAKES_MESSAGE).default(0),
    /** The language the questions are written in: the screens draw them in its script, the candidate is told it before consenting. */
    language: z.enum(MOCK_LANGUAGES, { error: LANGUAGE_CHOICE }).default(DEFAULT_MOCK_LANGUAGE),
  })
  .strict();
export type TScheduleInterview = z.output<typeof ZScheduleInterview>;

export const ZInterviewId = z.object({ id: z.uuid({ error: "Interview not found" }) });

/** Opening the interview: the page's language, which the consent wording is shown in (English when not said). */
export const ZOpenInterview = ZInterviewId.extend({ locale: z.enum(LOCALES).default("en") });

export const ACCOMMODATION_CHOICE_MESSAGE = `Choose ${ACCOMMODATION_CHOICES.map((p) => `+${p} %`)
  .join(", ")
  .replace(/, ([^,]*)$/, " or $1")} more time`;

/** The candidate's request for more time, on the interview page before the first question. */
/** The candidate's optional note with an accommodation request; blank is none. */
const ZAccommodationNote = z
  .string({ error: "The note is text" })
  .trim()
  .max(ACCOMMODATION_NOTE_MAX_LENGTH, `Keep the note under ${ACCOMMODATION_NOTE_MAX_LENGTH} characters`)
  .optional()
  .transform((note) => note || null);

export const ZRequestAccommodation = ZInterviewId.extend({
  extraTimePercent: z
    .number({ error: ACCOMMODATION_CHOICE_MESSAGE })
    .refine((p) => (ACCOMMODATION_CHOICES as readonly number[]).includes(p), ACCOMMODATION_CHOICE_MESSAGE),
  note: ZAccommodationNote,
});
export type TRequestAccommodation = z.output<typeof ZRequestAccommodation>;

/** The candidate's request for one more retake for each answer, before the first question. */
export const ZRequestExtraRetake = ZInterviewId.extend({
  note: ZAccommodationNote,
});

export const ACCOMMODATION_KINDS = ["extra-time", "extra-retake"] as const;

/** The employer's decision on a request for more time beyond its policy, or for one more retake. */
export const ZDecideAccommodation = z
  .object({
    approve: z.boolean({ error: "approve is true or false" }),
    kind: z.enum(ACCOMMODATION_KINDS, { error: `kind is ${ACCOMMODATION_KINDS.join(" or ")}` }).default("extra-time"),
  })
  .strict();

/** The spec's question call: `ques_no` is the 1-based question number. */
const TAKE_AGAIN_MESSAGE = "take is the number of the take to record, from 2";
export const ZQuestionCall = ZInterviewId.extend({
  ques_no: z.coerce.number().int().min(1, "ques_no starts at 1"),
  /** Asks for question `ques_no` again, to record this take of it (after a reload cut an answer). */
  take: z.coerce
    .number({ error: TAKE_AGAIN_MESSAGE })
    .int(TAKE_AGAIN_MESSAGE)
    .min(2, TAKE_AGAIN_MESSAGE)
    .max(1 + INTERVIEW_RETAKES_MAX + 1, "take is past the retakes an interview can allow")
    .optional(),
});

export const ZConsent = ZInterviewId.extend({
  version: z.string().min(1).max(40),
  agree: z.literal(true, { error: "Please tick the box to agree" }),
});

const count = z.number().int().min(0).max(1_000_000);
const ALARM_KINDS = ["LOW_ATTENTION", "MULTIPLE_FACES", "NO_FACE"] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

const expressionCounts = Object.fromEntries(EMOTION_NAMES.map((name) => [name, count.default(0)])) as Record<
  (typeof EMOTION_NAMES)[number],
  z.ZodDefault<typeof count>
>;

/** What our page's monitor sends with each answer: observable counts, expressions, alarms, 5-second statistics. */
const ZMonitorReport = z.strictObject({
  samples: count,
  /** Samples with attention above the threshold (the spec's tally entry "Attention"). */
  Attention: count.default(0),
  facePresent: count.default(0),
  noFace: count.default(0),
  multipleFaces: count.default(0),
  lookingAway: count.default(0),
  expressions: z.strictObject(expressionCounts).nullable().optional(),
  alarms: z
    .array(z.strictObject({ kind: z.enum(ALARM_KINDS), at: z.number().min(0).max(100_000) }))
    .max(200)
    .default([]),
  /** The 5-second statistics, kept as sent (bounded). */
  stats: z.array(z.record(z.string(), z.number())).max(100).default([]),
});

/** The spec's emotion tally, flat: { Angry, Disgust, Fear, Happy, Neutral, Sad, Surprise, Attention }. */
const ZSpecTally = z
  .strictObject({ ...expressionCounts, Attention: count.default(0) })
  .transform(({ Attention, ...expressions }) => ({ Attention, expressions, observed: null, alarms: [], stats: [] }));

const monitorReport = ZMonitorReport.transform(({ samples, facePresent, noFace, multipleFaces, lookingAway, ...rest }) => ({
  ...rest,
  expressions: rest.expressions ?? null,
  observed: { samples, facePresent, noFace, multipleFaces, lookingAway },
}));

const TALLY_KEYS: readonly string[] = [...EMOTION_NAMES, "Attention"];

/**
 * The form field `emotionData` (JSON): our monitor's report, or the spec's flat tally. Anything else
 * (another shape, a stray key, an empty object) is refused rather than stored as nothing.
 */
export const ZEmotionData = z.unknown().transform((value, ctx) => {
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  const keys = isObject ? Object.keys(value) : [];
  const schema = keys.includes("samples") ? monitorReport : keys.length > 0 && keys.every((k) => TALLY_KEYS.includes(k)) ? ZSpecTally : null;
  if (!schema) {
    ctx.addIssue({ code: "custom", message: `send the tally { ${TALLY_KEYS.join(", ")} } or the monitor's report` });
    return z.NEVER;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});
export type TEmotionData = z.output<typeof ZEmotionData>;
