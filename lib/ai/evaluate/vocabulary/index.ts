// The vocabulary the offline judge hears relevance by: the words of each field of work, which skills
// of our jobs each field's words belong to, and the words of life outside work. Our own lists.
import { splitTerms, termList, type TermList } from "../terms";
import { BUSINESS_FIELDS } from "./fields-business";
import { INDUSTRIAL_FIELDS } from "./fields-industrial";
import { TECH_FIELDS } from "./fields-tech";
import type { Field } from "./field";
import { EVERYDAY_TOPICS, WORKPLACE_TERMS } from "./everyday";

export const FIELDS: readonly Field[] = [...TECH_FIELDS, ...BUSINESS_FIELDS, ...INDUSTRIAL_FIELDS];

/** Other ways people name a skill: "accessible" for Accessibility, "Postgres" for PostgreSQL. */
const ALIASES: Record<string, string[]> = {
  accessibility: ["accessible", "a11y"],
  postgresql: ["postgres", "psql"],
  "node.js": ["node", "nodejs"],
  "next.js": ["nextjs"],
  "rest apis": ["rest api", "restful"],
  javascript: ["js"],
  typescript: ["ts"],
  kubernetes: ["k8s"],
  "ci/cd": ["continuous integration", "continuous delivery"],
  "infection control": ["infection", "infections"],
  "medication administration": ["medication", "medicines", "drugs"],
  "patient care": ["patient", "patients"],
  "clinical documentation": ["documentation", "notes"],
  "machine learning": ["ml"],
  "power bi": ["powerbi"],
};

const lower = (s: string) => s.toLowerCase().trim();

const FIELDS_BY_SKILL = new Map<string, Field[]>();
for (const field of FIELDS) for (const skill of field.skills) FIELDS_BY_SKILL.set(lower(skill), [...(FIELDS_BY_SKILL.get(lower(skill)) ?? []), field]);

const listCache = new Map<string, TermList>();
function cachedList(key: string, make: () => string[]): TermList {
  let list = listCache.get(key);
  if (!list) listCache.set(key, (list = termList(make())));
  return list;
}

/** The fields a skill's words come from; an unknown skill has none (its own name still counts). */
export function fieldsOfSkill(skill: string): Field[] {
  return FIELDS_BY_SKILL.get(lower(skill)) ?? [];
}

/** Every skill our fields know, for finding the skill a question is about. */
export const KNOWN_SKILLS: readonly string[] = [...new Set(FIELDS.flatMap((f) => f.skills))];

/** The names a skill goes by: itself and its aliases. */
export function namesOf(skill: string): string[] {
  return [skill, ...(ALIASES[lower(skill)] ?? [])];
}

/** The words of a set of skills: their fields' terms and their own names. */
export function vocabularyOf(skills: string[]): TermList {
  const key = `skills:${skills.map(lower).sort().join("|")}`;
  return cachedList(key, () => [...skills.flatMap(namesOf), ...skills.flatMap(fieldsOfSkill).flatMap((f) => splitTerms(f.terms))]);
}

/** The words of the fields none of `skills` belong to, each with its field's label. */
export function otherFields(skills: string[]): { label: string; list: TermList }[] {
  const mine = new Set(skills.flatMap(fieldsOfSkill).map((f) => f.id));
  return FIELDS.filter((f) => !mine.has(f.id)).map((f) => ({ label: f.label, list: cachedList(`field:${f.id}`, () => splitTerms(f.terms)) }));
}

export const EVERYDAY: readonly { label: string; list: TermList }[] = EVERYDAY_TOPICS.map((t) => ({ label: t.label, list: termList(splitTerms(t.terms)) }));

export const WORKPLACE: TermList = termList(splitTerms(WORKPLACE_TERMS));
