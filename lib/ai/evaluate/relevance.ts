// Does an answer address its question? Heard by meaning, not by echo: what an answer to this kind of
// question talks about (its intents), the words of the skill or role it is about, and — as evidence
// against — words of something else (life outside work, or another field when a skill was asked
// about). Echoing the question's own words counts for little either way.
import { guideIntents } from "@/lib/ai/offline/answer-guide";
import { englishOf } from "@/lib/ai/offline/question-bank-hindi";
import { ALL_INTENT_WORDS, CUES, INTENTS, type IntentId } from "./intents";
import { STOP_WORDS } from "./lexicon";
import { hitsOf, keysOf, mergeLists, saidSentences, stems, termList, type Hit, type SaidSentence } from "./terms";
import { words } from "./text";
import type { MockContext } from "./types";
import { EVERYDAY, KNOWN_SKILLS, namesOf, otherFields, vocabularyOf, WORKPLACE } from "./vocabulary";

export type Verdict = "relevant" | "off-topic" | "unclear";

export type Relevance = {
  verdict: Verdict;
  /** The skills the question is about (empty for a question about the person or the role). */
  skills: string[];
  intents: IntentId[];
  intentHits: Hit[];
  /** The skill's words (a skill question) or the role's and the workplace's (any other). */
  fieldHits: Hit[];
  echoHits: Hit[];
  /** Words of something else, by what they are about, most first. */
  elsewhere: { label: string; hits: Hit[] }[];
  said: SaidSentence[];
};

/** Words every interview question uses, which say nothing about this one. */
const GENERIC = new Set(
  (
    "work working worked happen happened walk think thing things really way ways good well best know new first next better " +
    "learn learned learnt result results change changed try tried others yours something anyone afterwards usual exactly"
  ).split(" "),
);

/** Off-topic takes at least this many words of something else. */
const ELSEWHERE_MIN = 3;

const hasPhrase = (haystack: string[], parts: string[]) => parts.length > 0 && haystack.some((_, i) => parts.every((p, k) => haystack[i + k] === p));

/** The skills a question names: the mock's own (or their other names), or any skill we know written as its name is written. */
export function skillsAskedAbout(question: string, context: MockContext, named: string | null): string[] {
  const asked = stems(question);
  const found = new Set<string>();
  if (named) found.add(context.skills.find((s) => s.toLowerCase() === named.toLowerCase()) ?? named);
  for (const skill of context.skills) if (namesOf(skill).some((n) => hasPhrase(asked, stems(n)))) found.add(skill);
  for (const skill of KNOWN_SKILLS) {
    if (found.has(skill) || skill.length < 3 || /^[A-Z][a-z ]+$/.test(skill)) continue; // "Sales", "Safety": ordinary words too
    if (new RegExp(`(^|[^\\w])${skill.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}($|[^\\w])`).test(question)) found.add(skill);
  }
  return [...found];
}

export function judgeRelevance(options: { question: string; transcript: string; context: MockContext }): Relevance {
  const { transcript, context } = options;
  // A Hindi or Hinglish question of our bank is heard by its English form, as its answer is by its gloss.
  const question = englishOf(options.question);
  const guide = guideIntents(question);
  const skills = skillsAskedAbout(question, context, guide?.skill ?? null);
  const intents = guide?.talksAbout ?? [...new Set(CUES.filter((c) => c.cue.test(question)).flatMap((c) => c.intents))];
  const said = saidSentences(transcript);

  const intentList = mergeLists(...intents.map((i) => INTENTS[i]));
  const roleList = mergeLists(vocabularyOf([...context.skills, context.title]), WORKPLACE);
  const fieldList = skills.length ? vocabularyOf(skills) : roleList;
  const echoList = termList(words(question).filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !GENERIC.has(w)));

  // A word the question itself used is an echo, whatever list it is also on: it shows nothing by itself.
  const echoed = keysOf(echoList);
  const intentHits = hitsOf(said, intentList, echoed);
  const fieldHits = hitsOf(said, fieldList, echoed);
  const echoHits = hitsOf(said, echoList);

  // Evidence of something else: never a word of the question's field, the role, work in general or any intent.
  const known = keysOf(fieldList, roleList, ALL_INTENT_WORDS, echoList);
  const sources = [...EVERYDAY, ...(skills.length ? otherFields([...skills, ...context.skills]) : [])];
  const taken = new Set<string>();
  const elsewhere = sources
    .map(({ label, list }) => {
      const hits = hitsOf(said, list, known).filter((h) => !taken.has(h.key));
      for (const h of hits) taken.add(h.key);
      return { label, hits };
    })
    .filter((e) => e.hits.length)
    .sort((a, b) => b.hits.length - a.hits.length);

  const elsewhereCount = elsewhere.reduce((n, e) => n + e.hits.length, 0);
  // A skill question is on topic in the skill's words; any other in the words of work, helped by what such answers talk about.
  const onTopic = fieldHits.length + (skills.length ? 0 : intentHits.length / 2);
  const verdict: Verdict =
    elsewhereCount >= ELSEWHERE_MIN && elsewhereCount >= 2 * onTopic
      ? "off-topic"
      : fieldHits.length + intentHits.length + echoHits.length === 0
        ? "unclear"
        : "relevant";
  return { verdict, skills, intents, intentHits, fieldHits, echoHits, elsewhere, said };
}

/** The sentences that carry the most of the given hits, in the order they were said. */
export function sentencesOf(hits: Hit[], said: SaidSentence[], limit: number): string[] {
  const weight = new Map<string, number>();
  for (const h of hits) for (const s of h.sentences) weight.set(s, (weight.get(s) ?? 0) + 1);
  const top = [...weight]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([s]) => s);
  return said.map((s) => s.text).filter((s) => top.includes(s));
}
