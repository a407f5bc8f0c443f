// What a newly uploaded CV suggests for the profile: a designation, skills and years of experience.
// Offline, transparent rules over the job titles and skills of our open jobs; when a chat provider
// is configured, its structured answer, kept only where it passes the same checks (the CV says it,
// years 0–50). Nothing is saved here: the candidate confirms or edits first.
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { chatConfigured } from "@/lib/ai/engine";
import { openaiClient } from "@/lib/ai/openai/client";
import { EXPERIENCE_YEARS_MAX, NAME_MAX_LENGTH, SKILL_MAX_LENGTH } from "./profile-limits";
import { cachedRead } from "@/lib/db/cached-read";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { CV_SKILLS_SUGGESTED_MAX, phraseMatcher, suggestByRules, textSays, type CvFindings, type PhraseMatcher } from "./cv-text-rules";

export const NO_SUGGESTIONS: CvFindings = { designation: null, skills: [], experienceYears: null };

const DESIGNATION_MAX_CHARS = NAME_MAX_LENGTH * 2;
/** The start of a CV says who someone is; the model needs no more. */
const CV_CHARS_FOR_MODEL = 8000;
const MODEL_TIMEOUT_MS = 15_000;

type KnownPhrases = { titles: PhraseMatcher; skills: PhraseMatcher };

async function loadKnownPhrases(): Promise<KnownPhrases> {
  const [titles, skills] = await Promise.all([
    db().$queryRaw<{ title: string }[]>`SELECT DISTINCT title FROM jobs WHERE status = 'OPEN'`,
    db().$queryRaw<{ skill: string }[]>`SELECT DISTINCT s AS skill FROM jobs, unnest(skills) AS s WHERE status = 'OPEN'`,
  ]);
  return {
    titles: phraseMatcher(titles.map((r) => r.title).filter((t) => t.length <= DESIGNATION_MAX_CHARS)),
    skills: phraseMatcher(skills.map((r) => r.skill).filter((s) => s.trim().length > 0 && s.length <= SKILL_MAX_LENGTH)),
  };
}

/** Titles and skills of open jobs change slowly; one read per process every few minutes. */
const knownPhrases = cachedRead(5 * 60_000, loadKnownPhrases);

/** Drops what is cached, for tests that change the open jobs. */
export const forgetKnownPhrases = () => knownPhrases.forget();

const ZModelAnswer = z.object({
  designation: z.string().nullable(),
  skills: z.array(z.string()),
  experienceYears: z.number().nullable(),
});
type ModelAnswer = z.infer<typeof ZModelAnswer>;

async function askModel(text: string): Promise<ModelAnswer> {
  const completion = await openaiClient("chat").chat.completions.parse(
    {
      model: env().OPENAI_MODEL,
      messages: [
        {
          role: "system",
          content: [
            "You read a candidate's CV and suggest profile fields. Use only words the CV itself contains; never infer or invent.",
            "designation: the job title of the most recent role exactly as written, or null.",
            `skills: up to ${CV_SKILLS_SUGGESTED_MAX} skills, tools or practices exactly as written in the CV, in the order they appear.`,
            "experienceYears: whole years of work experience the CV states or its dated roles add up to, or null when it gives no basis.",
          ].join(" "),
        },
        { role: "user", content: text.slice(0, CV_CHARS_FOR_MODEL) },
      ],
      response_format: zodResponseFormat(ZModelAnswer, "cv_profile_suggestions"),
    },
    { timeout: Math.min(env().OPENAI_TIMEOUT_MS, MODEL_TIMEOUT_MS), maxRetries: 1 },
  );
  const parsed = completion.choices[0]?.message.parsed;
  if (!parsed) throw new Error(completion.choices[0]?.message.refusal ?? "no structured answer");
  return parsed;
}

/** The model's values that the CV bears out; each field the model gets wrong falls back to the rules'. */
function checkedAgainstCv(text: string, answer: ModelAnswer, rules: CvFindings): CvFindings {
  const designation = answer.designation?.replace(/\s+/g, " ").trim() ?? "";
  const seen = new Set<string>();
  const skills = answer.skills
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s.length > 0 && s.length <= SKILL_MAX_LENGTH && textSays(text, s))
    .filter((s) => !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()))
    .slice(0, CV_SKILLS_SUGGESTED_MAX);
  const years = answer.experienceYears;
  return {
    designation: designation && designation.length <= DESIGNATION_MAX_CHARS && textSays(text, designation) ? designation : rules.designation,
    skills: skills.length > 0 ? skills : rules.skills,
    experienceYears: years !== null && Number.isInteger(years) && years >= 0 && years <= EXPERIENCE_YEARS_MAX ? years : rules.experienceYears,
  };
}

/** Suggestions from a CV's text; never throws (an upload must not fail for want of suggestions). */
export async function suggestFromCv(options: { text: string; now?: Date }): Promise<CvFindings> {
  const { text } = options;
  if (!text.trim()) return NO_SUGGESTIONS;
  let rules: CvFindings;
  try {
    rules = suggestByRules(text, await knownPhrases.get(), options.now ?? new Date());
  } catch (error) {
    logger().warn({ err: error }, "CV suggestions: the known titles and skills could not be read");
    return NO_SUGGESTIONS;
  }
  if (!chatConfigured()) return rules;
  try {
    return checkedAgainstCv(text, await askModel(text), rules);
  } catch (error) {
    logger().warn({ err: error }, "CV suggestions: the model's answer was not usable; the rules' stand");
    return rules;
  }
}
