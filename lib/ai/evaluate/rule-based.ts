// The offline content scorer: transparent rules, no model. It judges in the order a listener
// would: does the answer address the question at all, is it said in sentences rather than
// strung-together buzzwords, is it specific, is it told as a story with a result. It quotes the
// sentences each point rests on, and the review says the score came from our rules.
import { STOP_WORDS } from "./lexicon";
import { sentences, words } from "./text";
import type { DeliveryMetrics, MockContext } from "./types";

export const RULE_BASED_ENGINE = "rule-based";

/** Off the question: whatever its form, an answer that does not address it scores at most this. */
export const OFF_TOPIC_CAP = 3;
/** Words strung together without sentences are not an answer. */
export const SALAD_CAP = 5;

const SITUATION = /\b(when i was|at my (last|previous|current|first)|in my (last|previous|current|first) (role|job|team|company|position)|we had|there was|there were|the project|our team|a client|the client|a customer|the customer|last (year|month|quarter|week)|once|one time|at the time)\b/i;
const ACTION = /\b(i (led|built|wrote|designed|decided|created|organised|organized|set up|introduced|changed|fixed|planned|started|proposed|talked|spoke|asked|worked|used|made|took|ran|trained|negotiated|analysed|analyzed|implemented|automated|reviewed|tested|handled|managed|checked|compared|called|met|listened|explained|showed|split|moved|rewrote|added|removed|found|traced|measured|invited|paired|offered|suggested|sat down|went))\b/i;
const RESULT = /\b(as a result|resulted|which (led|meant)|in the end|so that|outcome|we (cut|reduced|increased|saved|delivered|shipped|won|grew|improved|finished|launched|kept)|it (cut|reduced|increased|saved|improved|worked|took)|improved|reduced|increased|dropped|fell|rose|learned|learnt|since then)\b/i;
const SPECIFIC = /(\d|%|\bper cent\b|\bpercent\b|\b(seconds?|minutes?|weeks?|months?|days?|hours?|quarters?|dozens?|hundreds?|thousands?|millions?|twice|half|a third|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty)\b)/i;
const MARKERS = new RegExp([SITUATION, ACTION, RESULT].map((r) => r.source).join("|"), "gi");
/** Small words that hold a sentence together; a run of buzzwords has almost none. */
const GLUE = new Set("to a an of for with that and because so which it was were is had then but when after before by from this on in".split(" "));
const PRONOUNS = new Set(["i", "we", "our", "my", "as", "the"]);
/** Words every interview question uses, which say nothing about this one. */
const GENERIC = new Set(
  ("work working worked happen happened walk think thing things really way ways good well best know new first next better " +
    "learn learned learnt result results change changed try tried others yours something anyone afterwards usual exactly")
    .split(" "),
);

type Criterion = { name: string; points: number; max: number; evidence: string[]; missing?: string; improve?: string };

/** A rough stem: enough to hear "checked" in "check", "teammates" in "team". */
function stem(word: string): string {
  return word.replace(/'s$/, "").slice(0, 5);
}

/** The words of a text that say what it is about, in order, once each. */
export function topicWords(text: string): string[] {
  return [...new Set(words(text).filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !GENERIC.has(w)))];
}

function keyTerms(text: string): Set<string> {
  return new Set(topicWords(text).map(stem));
}

function firstMatching(list: string[], test: (s: string) => boolean, limit = 1): string[] {
  return list.filter(test).slice(0, limit);
}

/** How far the answer takes up the question's own terms (and the role's skills), 0–1. */
export function relevanceOf(question: string, transcript: string, context: MockContext): number {
  const asked = keyTerms(question);
  const said = keyTerms(transcript);
  const matched = [...asked].filter((t) => said.has(t)).length;
  const skills = [...context.skills, context.title].map((s) => s.toLowerCase()).filter((s) => question.toLowerCase().includes(s));
  const skillNamed = skills.some((s) => transcript.toLowerCase().includes(s));
  const needed = Math.min(3, Math.max(2, Math.ceil(asked.size * 0.35)));
  return Math.min(1, (matched + (skillNamed ? 1 : 0)) / needed);
}

/**
 * True when the words do not form sentences: buzzwords and story markers strung together
 * ("I led I built as a result we reduced 90 percent our team the client …").
 */
export function isWordSalad(transcript: string): boolean {
  const list = words(transcript);
  if (list.length < 8) return false;
  const markers = transcript.match(MARKERS)?.length ?? 0;
  const glue = list.filter((w) => GLUE.has(w)).length / list.length;
  // "I led I built": an action with nothing done, straight into the next marker.
  const dangling = [...transcript.toLowerCase().matchAll(new RegExp(`${ACTION.source}\\s+(\\w+)`, "gi"))].filter((m) => PRONOUNS.has(m.at(-1) ?? "")).length;
  return glue < 0.12 || markers / list.length > 0.22 || dangling >= 2;
}

export function scoreRuleBased(options: {
  question: string;
  transcript: string;
  context: MockContext;
  delivery: DeliveryMetrics;
}): { score: number; reason: string; evidence: string[]; missing: string | null; improvement: string | null; modelAnswer: string } {
  const { question, transcript, context, delivery } = options;
  const said = sentences(transcript);
  const count = words(transcript).length;
  const asked = keyTerms(question);
  const r = relevanceOf(question, transcript, context);
  const salad = isWordSalad(transcript);

  const relevance: Criterion = {
    name: "answers the question",
    points: 3 * r,
    max: 3,
    evidence: firstMatching(said, (s) => [...keyTerms(s)].some((t) => asked.has(t))),
    missing: "an answer to the question that was asked",
    improve: "Answer the question in your first sentence, using its own words, then give your example.",
  };

  // Story parts only count where they are said in sentences.
  const parts = [
    { re: SITUATION, label: "the situation" },
    { re: ACTION, label: "what you did" },
    { re: RESULT, label: "the result" },
  ].map((p) => ({ ...p, found: salad ? [] : firstMatching(said, (s) => p.re.test(s)) }));
  const present = parts.filter((p) => p.found.length);
  const absent = parts.filter((p) => !p.found.length);
  const structure: Criterion = {
    name: "a story with a result",
    points: (present.length / 3) * 2.5,
    max: 2.5,
    evidence: present.flatMap((p) => p.found),
    missing: absent.length ? absent.map((p) => p.label).join(", ") : undefined,
    improve: "Tell it as the situation, what you did yourself (\"I …\"), and the result it had.",
  };

  const specificSentences = salad ? [] : firstMatching(said, (s) => SPECIFIC.test(s), 2);
  const specifics: Criterion = {
    name: "specifics",
    points: Math.min(2, specificSentences.length),
    max: 2,
    evidence: specificSentences,
    missing: "numbers, time frames or names that make it concrete",
    improve: "Add one figure: how many, how long, how much better.",
  };

  const length: Criterion = {
    name: "enough detail",
    points: count < 30 ? 0 : count < 70 ? 0.75 : count <= 400 ? 1.5 : 0.75,
    max: 1.5,
    evidence: [],
    missing: count < 70 ? "enough detail (the answer is short)" : "focus (the answer runs long)",
    improve: count < 70 ? "Aim for one to two minutes of speech." : "Keep to one example and stop once the result is told.",
  };

  const fpm = delivery.fillersPerMinute ?? 0;
  const fillers: Criterion = {
    name: "few filler words",
    points: fpm <= 3 ? 1 : fpm <= 8 ? 0.5 : 0,
    max: 1,
    evidence: [],
    missing: "fewer filler words",
    improve: delivery.fillers[0] ? `Pause silently instead of saying "${delivery.fillers[0].term}".` : undefined,
  };

  const criteria = [relevance, structure, specifics, length, fillers];
  let score = criteria.reduce((n, c) => n + c.points, 0);
  const notes: string[] = [];
  if (r < 0.5) {
    score = Math.min(score, OFF_TOPIC_CAP * (r < 0.25 ? 0.7 : 1));
    notes.push("It does not address the question that was asked, so it scores low whatever its form.");
  }
  if (salad) {
    score = Math.min(score, SALAD_CAP * 0.8);
    notes.push("It reads as words strung together rather than sentences that tell what happened.");
  }
  score = Math.round(Math.min(10, score) * 10) / 10;
  const strong = criteria.filter((c) => c.points >= c.max * 0.75).map((c) => c.name);
  const weak = criteria.filter((c) => c.points < c.max * 0.75);
  const reason =
    `From your ${count} words: ` +
    criteria.map((c) => `${c.name} ${Math.round(c.points * 10) / 10}/${c.max}`).join(", ") +
    "." +
    (notes.length ? ` ${notes.join(" ")}` : strong.length ? ` Strongest: ${strong.join(", ")}.` : "");
  const evidence = [...new Set(criteria.flatMap((c) => c.evidence))].slice(0, 4);
  if (salad && !weak.includes(structure)) weak.push(structure);
  return {
    score,
    reason,
    evidence,
    missing: weak.length ? `Not found: ${weak.map((c) => c.missing).filter(Boolean).join("; ")}.` : null,
    improvement: weak.length ? weak.map((c) => c.improve).filter(Boolean).join(" ") : null,
    modelAnswer: outline(question, context),
  };
}

/** Offline there is no model to write an answer: an outline of a strong one, said to be an outline. */
function outline(question: string, context: MockContext): string {
  const skill = context.skills[0] ?? "the skill asked about";
  return [
    `Outline of a strong answer to "${question.slice(0, 80)}${question.length > 80 ? "…" : ""}":`,
    "1. Situation: one or two sentences on where you were and what was at stake.",
    `2. Action: what you did yourself, naming how ${skill} came in.`,
    "3. Result: what changed, with a figure if you have one.",
    `4. Link: why that matters for a ${context.title} role.`,
  ].join("\n");
}
