// Transparent rules that read a CV's text: which known phrases (job titles, skills) it says, and how
// many years of work it states or dates. Nothing here guesses: every answer is a phrase the CV holds.
// Matching ignores case and punctuation ("node.js", "NodeJS" and "Node JS" are all Node.js); a
// known phrase of one or two letters ("Go", "R") must be written as we spell it.

import { EXPERIENCE_YEARS_MAX } from "./profile-limits";

export const CV_SKILLS_SUGGESTED_MAX = 15;

type Token = { norm: string; raw: string; line: number };

/** Letters and digits; "+", "++" and "#" stay on a word they end (C++, C#, 7+). */
const WORD = /[\p{L}\p{N}]+(?:\+\+|#|\+(?![\p{L}\p{N}]))?/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  text.split("\n").forEach((lineText, line) => {
    for (const match of lineText.matchAll(WORD)) tokens.push({ norm: match[0].toLowerCase(), raw: match[0], line });
  });
  return tokens;
}

export type PhraseMatcher = { byJoined: Map<string, { value: string; rawJoined: string }>; maxTokens: number };

/** Known phrases keyed by their words run together, so spacing and punctuation do not matter. */
export function phraseMatcher(phrases: readonly string[]): PhraseMatcher {
  const byJoined = new Map<string, { value: string; rawJoined: string }>();
  let maxTokens = 1;
  for (const value of phrases) {
    const tokens = tokenize(value.trim());
    if (tokens.length === 0) continue;
    const joined = tokens.map((t) => t.norm).join("");
    if (!byJoined.has(joined)) byJoined.set(joined, { value: value.trim(), rawJoined: tokens.map((t) => t.raw).join("") });
    maxTokens = Math.max(maxTokens, tokens.length);
  }
  // A phrase written with spaces in the CV may be one word in our list, and the other way round.
  return { byJoined, maxTokens: maxTokens + 1 };
}

export type PhraseHit = { value: string; line: number; order: number };

/** Every known phrase the text says, in reading order, the longest at each place. */
export function findPhrases(text: string, matcher: PhraseMatcher): PhraseHit[] {
  const tokens = tokenize(text);
  const hits: PhraseHit[] = [];
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    let joined = "";
    let raw = "";
    for (let k = 1; k <= matcher.maxTokens && i + k <= tokens.length; k++) {
      joined += tokens[i + k - 1]!.norm;
      raw += tokens[i + k - 1]!.raw;
      const known = matcher.byJoined.get(joined);
      if (!known || (known.rawJoined.length <= 2 && raw !== known.rawJoined)) continue;
      if (matched > 0) hits.pop();
      hits.push({ value: known.value, line: tokens[i]!.line, order: i });
      matched = k;
    }
    i += Math.max(matched, 1);
  }
  return hits;
}

/** The distinct known skills the CV names, by first appearance. */
export function suggestSkills(text: string, matcher: PhraseMatcher): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const hit of findPhrases(text, matcher)) {
    const key = hit.value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    skills.push(hit.value);
    if (skills.length === CV_SKILLS_SUGGESTED_MAX) break;
  }
  return skills;
}

/** True when `phrase` is said in `text` as whole words (same matching as the rules). */
export function textSays(text: string, phrase: string): boolean {
  return findPhrases(text, phraseMatcher([phrase])).length > 0;
}

// --- dates of roles -------------------------------------------------------------------------------

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const DATE = String.raw`(?:(${MONTH})\.?,?\s+|(\d{1,2})\s*[/.-]\s*)?((?:19|20)\d{2})`;
const ONGOING = String.raw`(present|current(?:ly)?|now|today|till\s+date|to\s+date|date)`;
const RANGE = new RegExp(String.raw`(?<![\p{L}\p{N}])${DATE}\s*(?:-|–|—|to|till|until)\s*(?:${DATE}|${ONGOING})(?![\p{L}\p{N}])`, "giu");

const EDUCATION_HEADING = /^(education(al)?( qualifications?| background| details)?|academics?( details| qualifications?)?|qualifications?)\s*:?$/i;
const OTHER_HEADING =
  /^((work |professional |relevant )?experience|employment( history)?|work history|career( history)?|skills|(key |technical |core )?skills|projects?|certifications?|summary|profile|objective|achievements?|languages|interests|hobbies|internships?|awards|personal details)\s*:?$/i;
const EDUCATION_WORDS =
  /\b(b\.?\s?tech|b\.?\s?e\b|b\.?\s?sc|bsc|m\.?\s?sc|msc|b\.?\s?com|m\.?\s?com|bca|mca|mba|bba|b\.?\s?a\b|m\.?\s?a\b|ph\.?\s?d|bachelor|master|degree|diploma|university|college|school|class (x|xii|10|12)|cbse|icse|hsc|ssc|cgpa|gpa)\b/i;

export type DatedRange = { line: number; start: number; end: number; ongoing: boolean };

const monthIndex = (name: string | undefined, number: string | undefined): number | null => {
  if (name) return MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  if (number) {
    const n = Number(number);
    return n >= 1 && n <= 12 ? n - 1 : null;
  }
  return null;
};

/** Lines under an Education heading, up to the next heading. */
function educationLines(lines: string[]): Set<number> {
  const inEducation = new Set<number>();
  let education = false;
  lines.forEach((line, i) => {
    const heading = line.trim();
    if (heading.length <= 40 && EDUCATION_HEADING.test(heading)) education = true;
    else if (heading.length <= 40 && OTHER_HEADING.test(heading)) education = false;
    else if (education) inEducation.add(i);
  });
  return inEducation;
}

/** Date ranges of work ("Jan 2018 – Present", "2016 - 2019"), as month numbers; studies left out. */
export function datedRanges(text: string, now: Date): DatedRange[] {
  const lines = text.split("\n");
  const skipped = educationLines(lines);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const ranges: DatedRange[] = [];
  lines.forEach((lineText, line) => {
    if (skipped.has(line) || EDUCATION_WORDS.test(lineText)) return;
    for (const m of lineText.matchAll(RANGE)) {
      const startMonth = monthIndex(m[1], m[2]);
      const start = Number(m[3]) * 12 + (startMonth ?? 0);
      const ongoing = m[7] !== undefined;
      let end: number;
      if (ongoing) end = thisMonth + 1;
      else {
        const endMonth = monthIndex(m[4], m[5]);
        // A named end month counts in full; a bare end year counts up to its start.
        end = Number(m[6]) * 12 + (endMonth === null ? 0 : endMonth + 1);
      }
      if (Number(m[3]) < 1950 || end <= start || end > thisMonth + 1) continue;
      ranges.push({ line, start, end, ongoing });
    }
  });
  return ranges;
}

/** Whole years covered by the ranges, overlaps counted once. */
export function yearsFromRanges(ranges: readonly DatedRange[]): number | null {
  if (ranges.length === 0) return null;
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let months = 0;
  let [from, to] = [sorted[0]!.start, sorted[0]!.end];
  for (const r of sorted.slice(1)) {
    if (r.start <= to) to = Math.max(to, r.end);
    else {
      months += to - from;
      [from, to] = [r.start, r.end];
    }
  }
  months += to - from;
  return Math.min(Math.floor(months / 12), EXPERIENCE_YEARS_MAX);
}

// --- stated years -----------------------------------------------------------------------------------

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];
const STATED = new RegExp(String.raw`(?<![\p{L}\p{N}.])(\d{1,2}|${NUMBER_WORDS.join("|")})(?:\.\d+)?\s*(\+)?\s*(?:years?|yrs?)\b([^\n.;]{0,40})`, "giu");
const EXPERIENCE_AFTER = /^\s*(?:of\s+)?(?:[\p{L}-]+\s+){0,3}?(?:experience|exp\b|work\b)/iu;

/** The largest "N years of experience" / "N+ years" the CV states (0–50), else null. */
export function statedYears(text: string): number | null {
  let best: number | null = null;
  for (const m of text.matchAll(STATED)) {
    const word = m[1]!.toLowerCase();
    const years = /^\d/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word);
    if (m[2] === undefined && !EXPERIENCE_AFTER.test(m[3] ?? "")) continue;
    if (years > EXPERIENCE_YEARS_MAX) continue;
    best = Math.max(best ?? 0, years);
  }
  return best;
}

// --- the most recent role ---------------------------------------------------------------------------

const HEADLINE_LINES = 4;
/** Where a role's title sits around its dates: same line, just above, just below. */
const NEAR = [0, -1, 1, -2, 2];

/**
 * The title of the most recent dated role when one of our titles is written beside its dates; else
 * the first of our titles in the CV's headline; else the first of our titles anywhere in it.
 */
export function suggestDesignation(text: string, titles: PhraseMatcher, ranges: readonly DatedRange[]): string | null {
  const hits = findPhrases(text, titles);
  if (hits.length === 0) return null;
  const latest = [...ranges].sort((a, b) => b.end - a.end || b.start - a.start)[0];
  for (const offset of latest ? NEAR : []) {
    const hit = hits.find((h) => h.line === latest!.line + offset);
    if (hit) return hit.value;
  }
  const headline = hits.find((h) => h.line < HEADLINE_LINES);
  return (headline ?? hits[0]!).value;
}

/** What a CV itself says, before it is set beside the profile. */
export type CvFindings = { designation: string | null; skills: string[]; experienceYears: number | null };

/** All three suggestions by the rules alone. */
export function suggestByRules(cvText: string, known: { titles: PhraseMatcher; skills: PhraseMatcher }, now: Date): CvFindings {
  const text = cvText.replace(/[^\S\n]+/g, " ");
  const ranges = datedRanges(text, now);
  return {
    designation: suggestDesignation(text, known.titles, ranges),
    skills: suggestSkills(text, known.skills),
    experienceYears: statedYears(text) ?? yearsFromRanges(ranges),
  };
}
