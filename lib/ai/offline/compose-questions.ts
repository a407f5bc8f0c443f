// The offline engine's interviewer: picks questions from our bank for this candidate and fills them
// in. The same inputs always give the same questions (a seeded choice), so a re-run job agrees with
// the first run.
import { createHash } from "node:crypto";
import type { MockLanguage } from "@/lib/language/languages";
import { cvKeywords } from "./cv-keywords";
import { templateIn, yearsIn } from "./question-bank-hindi";
import {
  CLOSERS,
  CV_QUESTIONS,
  GENERAL_INDUSTRY_QUESTIONS,
  INDUSTRY_QUESTIONS,
  OPENERS,
  ROLE_QUESTIONS,
  SKILL_QUESTIONS,
  VALUE_QUESTIONS,
  fillTemplate,
  type Level,
} from "./question-bank";

export interface ComposeInput {
  title: string;
  industry: string;
  experience: number;
  difficulty: Level;
  skills: string[];
  value: string;
  resumeText: string | null;
  count: number;
  /** The mock's language: the same picks, written in it (English when absent). */
  language?: MockLanguage;
}

function seededRandom(seed: string): () => number {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    // xorshift32: small, fast, good enough for picking templates.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

export function composeQuestions(input: ComposeInput): string[] {
  const random = seededRandom(JSON.stringify([input.title, input.industry, input.experience, input.difficulty, input.skills, input.value]));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const language = input.language ?? "en";
  const fill = (template: string, values: Record<string, string>) => fillTemplate(templateIn(template, language), values);
  const years = yearsIn(input.experience, language);
  const base = { title: input.title.trim(), industry: input.industry.trim(), value: input.value, years };
  const level: Level = input.difficulty;
  const seniority = input.experience <= 2 ? "early" : input.experience <= 7 ? "mid" : "senior";
  const keywords = cvKeywords(input.resumeText, { exclude: input.skills });

  const candidates: string[] = [];
  candidates.push(fill(pick(OPENERS[seniority]), base));
  input.skills.forEach((skill, i) => {
    const list = SKILL_QUESTIONS[level];
    candidates.push(fill(list[(i + Math.floor(random() * list.length)) % list.length] as string, { ...base, skill }));
  });
  if (keywords[0]) candidates.push(fill(pick(CV_QUESTIONS), { ...base, keyword: keywords[0] }));
  const valueQuestions = VALUE_QUESTIONS[input.value.toLowerCase()];
  if (valueQuestions) candidates.push(fill(pick(valueQuestions), base));
  const industry = INDUSTRY_QUESTIONS.find((group) => group.match.test(input.industry));
  candidates.push(fill(pick(industry?.questions ?? GENERAL_INDUSTRY_QUESTIONS), base));

  // Fill the remaining places: more CV words, the role, the other value question, then closers.
  const extras = [
    ...keywords.slice(1).map((keyword, i) => fill(CV_QUESTIONS[(i + 1) % CV_QUESTIONS.length] as string, { ...base, keyword })),
    ...ROLE_QUESTIONS[level].map((q) => fill(q, base)),
    ...(valueQuestions ?? []).map((q) => fill(q, base)),
    ...(industry?.questions ?? []).map((q) => fill(q, base)),
    ...GENERAL_INDUSTRY_QUESTIONS.map((q) => fill(q, base)),
    ...CLOSERS.map((q) => fill(q, base)),
    ...input.skills.flatMap((skill) => SKILL_QUESTIONS[level].map((q) => fill(q, { ...base, skill }))),
  ];

  const unique: string[] = [];
  for (const q of [...candidates, ...extras]) if (!unique.includes(q)) unique.push(q);
  return unique.slice(0, input.count);
}
