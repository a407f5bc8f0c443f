// The profile edit form (PUT /api/users/update-profile?type=profile), used by the popup and the
// handler alike. Messages are the spec's where it has them.
import { z } from "zod";
import {
  CTC_MAX,
  EXPERIENCE_YEARS_MAX,
  GENDERS,
  INTERESTS_MAX,
  LINKEDIN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PROFILE_SKILLS_MAX,
  SKILL_MAX_LENGTH,
} from "./profile-limits";
import { listedSkillKey } from "@/lib/jobs/skills-match";
import { CTC_MESSAGE, CTC_TOO_LARGE, parseCtc } from "./ctc";

export { CTC_MESSAGE } from "./ctc";

export const LINKEDIN_MESSAGE = "Please enter a valid LinkedIn profile URL";

const required = (message: string, max = NAME_MAX_LENGTH) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** Optional free text: blank clears the field (null); leaving it out keeps what is saved. */
const optionalText = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), z.string({ error: message }).trim().max(max, message).nullable().optional());

/** Whole rupees a year; blank clears it. Commas are allowed as typed ("12,00,000"). */
const ctc = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : parseCtc(v)) : v),
  z.number({ error: CTC_MESSAGE }).int(CTC_MESSAGE).min(0, CTC_MESSAGE).max(CTC_MAX, CTC_TOO_LARGE).nullable().optional(),
);

export const SKILLS_MESSAGE = "Please list your skills";
export const SKILL_BLANK = "A skill cannot be blank";
export const SKILL_TOO_LONG = `Keep each skill to ${SKILL_MAX_LENGTH} characters or fewer`;
export const SKILLS_TOO_MANY = `You can list up to ${PROFILE_SKILLS_MAX} skills`;
export const EXPERIENCE_YEARS_MESSAGE = `Please enter your years of experience as a whole number from 0 to ${EXPERIENCE_YEARS_MAX}`;

/** Each skill once, compared as jobs compare them ("Node.js" is "nodejs"); the first spelling stays. */
export function uniqueSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = listedSkillKey(skill);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The candidate's skills, trimmed, each once; the limit counts what is left after repeats are dropped. */
export const ZProfileSkills = z
  .array(z.string({ error: SKILLS_MESSAGE }).trim().min(1, SKILL_BLANK).max(SKILL_MAX_LENGTH, SKILL_TOO_LONG), { error: SKILLS_MESSAGE })
  .transform(uniqueSkills)
  .pipe(z.array(z.string()).max(PROFILE_SKILLS_MAX, SKILLS_TOO_MANY));

/** Whole years, 0 to the limit; blank clears it. Typed text ("5") is read as a number. */
export const ZExperienceYears = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : v) : v),
  z
    .number({ error: EXPERIENCE_YEARS_MESSAGE })
    .int(EXPERIENCE_YEARS_MESSAGE)
    .min(0, EXPERIENCE_YEARS_MESSAGE)
    .max(EXPERIENCE_YEARS_MAX, EXPERIENCE_YEARS_MESSAGE)
    .nullable(),
);

export function isLinkedInUrl(value: string): boolean {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return (url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com")) && url.pathname.length > 1;
  } catch {
    return false;
  }
}

const linkedin = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z
    .string({ error: LINKEDIN_MESSAGE })
    .trim()
    .max(LINKEDIN_MAX_LENGTH, LINKEDIN_MESSAGE)
    .refine(isLinkedInUrl, LINKEDIN_MESSAGE)
    .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
    .nullable()
    .optional(),
);

export const ZUpdateProfileSchema = z.object(
  {
    // Required means "not blank": a field left out of the request keeps its saved value.
    firstName: required("First name is required").optional(),
    lastName: required("Last name is required").optional(),
    gender: z.enum(GENDERS, { error: "Please select your gender" }).optional(),
    designation: required("Please enter your current designation", NAME_MAX_LENGTH * 2).optional(),
    city: optionalText(NAME_MAX_LENGTH, "Please enter a shorter city name"),
    state: optionalText(NAME_MAX_LENGTH, "Please enter a shorter state name"),
    country: optionalText(NAME_MAX_LENGTH, "Please pick a country from the list"),
    linkedin,
    interest: z
      .array(z.string().trim().min(1).max(NAME_MAX_LENGTH), { error: "Please pick your interests" })
      .max(INTERESTS_MAX, `You can pick up to ${INTERESTS_MAX} interests`)
      .refine((list) => new Set(list.map((i) => i.toLowerCase())).size === list.length, "Each interest can be picked once")
      .optional(),
    expectedCTC: ctc,
    currentCTC: ctc,
    skills: ZProfileSkills.optional(),
    experienceYears: ZExperienceYears.optional(),
    jobIndustry: optionalText(NAME_MAX_LENGTH, "Please pick an industry from the list"),
    // The spec's payload carries the current file links too. Files change only through their
    // upload routes (which check the bytes), so these are accepted and not used.
    profileUrl: z.string().max(2048).nullable().optional(),
    cvUrl: z.string().max(2048).nullable().optional(),
  },
  { error: "Please send the profile as JSON" },
);

export type TUpdateProfileInput = z.input<typeof ZUpdateProfileSchema>;
export type TUpdateProfile = z.output<typeof ZUpdateProfileSchema>;
/** Only the profile popup's form is saved through update-profile (`?type=profile`, the default). */
export const ZUpdateProfileQuery = z.object({ type: z.literal("profile", { error: "Only type=profile can be updated here" }).default("profile") });

/** The form field a refused profile edit names, so the popup can point at it. */
export const profileIssueField = (error: z.ZodError) => ({ field: String(error.issues[0]?.path[0] ?? "form") });
