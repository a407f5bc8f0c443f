// How a candidate's skills meet a job's: one rule, simple enough to say in a sentence. Skills
// are compared by letters and digits only, without case or accents, so "Node.js", "nodejs" and
// "Node JS" are one skill; "+" and "#" count (C, C++ and C# stay apart); and a trailing "js" is
// left out ("React" is "React.js"). The job's own spelling is kept in every answer.
import { memoize } from "@/lib/memo";

/** Spellings the job page gives as examples of one skill, in every language (as candidates type them). */
export const SAME_SKILL_EXAMPLES = { nodeA: "Node.js", nodeB: "nodejs", nodeC: "Node JS", reactA: "React", reactB: "React.js" } as const;

/** A skill's comparison key; "" for one with no letters or digits, which matches nothing. */
export const skillKey = memoize((skill: string): string => {
  const key = skill
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\+/g, "plus")
    .replace(/#/g, "sharp")
    .replace(/[^\p{L}\p{N}]/gu, "");
  return key.length > 2 && key.endsWith("js") ? key.slice(0, -2) : key;
}, 10_000);

/**
 * What makes two listed skills one skill (a profile's list, a mock's): their key, or, for a skill
 * without letters or digits, its text without case.
 */
export const listedSkillKey = (skill: string): string => skillKey(skill) || skill.toLowerCase();

export type SkillsMatch = {
  /** The job's skills the candidate has, in the job's order and spelling. */
  matched: string[];
  /** The job's skills the candidate has not listed, in the job's order and spelling. */
  missing: string[];
  /** For each matched skill, the candidate's own spelling of it. */
  matchedAs: string[];
};

/** The candidate's skills by key, each key's first spelling kept. */
function byKey(skills: string[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const skill of skills) {
    const key = skillKey(skill);
    if (key && !keys.has(key)) keys.set(key, skill);
  }
  return keys;
}

/** The job's skills, each once (the same skill spelt twice counts once), split into matched and missing. */
export function matchSkills(jobSkills: string[], candidateSkills: string[]): SkillsMatch {
  const theirs = byKey(candidateSkills);
  const seen = new Set<string>();
  const match: SkillsMatch = { matched: [], missing: [], matchedAs: [] };
  for (const skill of jobSkills) {
    const key = skillKey(skill);
    if (seen.has(key)) continue;
    seen.add(key);
    const yours = key ? theirs.get(key) : undefined;
    if (yours === undefined) match.missing.push(skill);
    else {
      match.matched.push(skill);
      match.matchedAs.push(yours);
    }
  }
  return match;
}

/** A card's figures: how many of the job's skills (counted once each) the candidate has. */
export function skillsMatchCount(jobSkills: string[], candidateSkills: string[]): { matched: number; of: number } {
  const match = matchSkills(jobSkills, candidateSkills);
  return { matched: match.matched.length, of: match.matched.length + match.missing.length };
}
