// The new-mock form: one schema for the browser form and POST /api/mock/create, checked in the
// spec's order and words (resume, title, value, skills, experience).
import { z } from "zod";
import { CREATE_MOCK_FAILED, FILL_ALL_FIELDS, MOCK_DIFFICULTIES, MOCK_EXPERIENCE_OPTIONS, MOCK_SKILLS_MAX } from "./mock-rules";
import { SKILL_MAX_LENGTH } from "@/lib/profile/profile-limits";
import { listedSkillKey } from "@/lib/jobs/skills-match";
import { parseJsonText } from "@/lib/validation/json";
import { DEFAULT_MOCK_LANGUAGE, LANGUAGE_CHOICE, MOCK_LANGUAGES } from "@/lib/language/languages";

export { CREATE_MOCK_FAILED, FILL_ALL_FIELDS };

const MAX_EXPERIENCE = MOCK_EXPERIENCE_OPTIONS[MOCK_EXPERIENCE_OPTIONS.length - 1] ?? 25;

export const FOLLOW_UPS_CHOICE = "follow_ups must be true or false";

export const ZNewMock = z.object({
  /** True when a PDF is attached or the profile CV is chosen. */
  resume: z.literal(true, { error: "Resume is required" }),
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(120, "Keep the title under 120 characters"),
  value: z.string({ error: "Value is required" }).trim().min(1, "Value is required").max(60, "Keep the value under 60 characters"),
  skills: z
    .array(z.string().trim().min(1).max(SKILL_MAX_LENGTH, `Keep each skill under ${SKILL_MAX_LENGTH} characters`), {
      error: "At least one skill is required",
    })
    .min(1, "At least one skill is required")
    .max(MOCK_SKILLS_MAX, `Add at most ${MOCK_SKILLS_MAX} skills`)
    .refine((skills) => new Set(skills.map(listedSkillKey)).size === skills.length, "Each skill may be added once"),
  experience: z
    .number({ error: "Experience must be a positive number" })
    .int("Experience must be a positive number")
    .min(0, "Experience must be a positive number")
    .max(MAX_EXPERIENCE, `Experience must be at most ${MAX_EXPERIENCE} years`),
  job_industry: z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(120),
  question_preference: z.enum(MOCK_DIFFICULTIES, { error: FILL_ALL_FIELDS }),
  /** Ask follow-up questions; unset: on for Medium and Hard. */
  follow_ups: z.boolean({ error: FOLLOW_UPS_CHOICE }).optional(),
  /** The language of the questions, the recogniser and the judge: English unless chosen. */
  language: z.enum(MOCK_LANGUAGES, { error: LANGUAGE_CHOICE }).default(DEFAULT_MOCK_LANGUAGE),
});

export type TNewMock = z.infer<typeof ZNewMock>;
export type TNewMockInput = z.input<typeof ZNewMock>;
export { LANGUAGE_CHOICE };

/** Multipart text fields as sent ("values", JSON "skills", "experience" as text) → the schema's shape. */
export function newMockFromFields(fields: Record<string, string | undefined>, hasResume: boolean): unknown {
  let skills: unknown = undefined;
  if (fields.skills !== undefined) {
    try {
      skills = parseJsonText(fields.skills);
    } catch {
      skills = [];
    }
  }
  const experience = fields.experience === undefined || fields.experience.trim() === "" ? undefined : Number(fields.experience);
  return {
    resume: hasResume,
    title: fields.title,
    value: fields.values ?? fields.value,
    skills,
    experience,
    job_industry: fields.job_industry,
    question_preference: normaliseDifficulty(fields.question_preference),
    follow_ups: followUpsField(fields.follow_ups),
    // Unset or empty is English; anything else is checked as sent ("Hindi" and "HI" are refused, not guessed).
    language: fields.language === undefined || fields.language.trim() === "" ? undefined : fields.language.trim(),
  };
}

/** A form's "true"/"false" (or a checkbox's "on"); anything else is left for the schema to refuse. */
function followUpsField(value: string | undefined): unknown {
  if (value === undefined || value.trim() === "") return undefined;
  const lower = value.trim().toLowerCase();
  return lower === "true" || lower === "on" || lower === "1" ? true : lower === "false" || lower === "off" || lower === "0" ? false : value;
}

function normaliseDifficulty(value: string | undefined): string | undefined {
  if (!value) return value;
  const lower = value.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
