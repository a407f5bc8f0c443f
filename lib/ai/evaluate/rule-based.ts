// The offline content scorer: transparent rules, no model. It scores what it can check in the
// candidate's own words — relevance, structure, specifics, length, fillers — and quotes the
// sentences each point rests on. The review labels it as rule-based.
import { STOP_WORDS } from "./lexicon";
import { sentences, words } from "./text";
import type { DeliveryMetrics, MockContext } from "./types";

export const RULE_BASED_ENGINE = "rule-based";

const SITUATION = /\b(when i was|at my (last|previous|current)|in my (last|previous|current) (role|job|team|company)|we had|there was|the project|our team|the client|the customer|last year|once)\b/i;
const ACTION = /\b(i (led|built|wrote|designed|decided|created|organised|organized|set up|introduced|changed|fixed|planned|started|proposed|talked|spoke|asked|worked|used|made|took|ran|trained|negotiated|analysed|analyzed|implemented|automated|reviewed|tested|handled|managed))\b/i;
const RESULT = /\b(as a result|resulted|which (led|meant)|in the end|so that|outcome|we (cut|reduced|increased|saved|delivered|shipped|won|grew|improved)|it (cut|reduced|increased|saved|improved)|improved|reduced|increased|learned|learnt)\b/i;
const SPECIFIC = /(\d|%|\bper cent\b|\bpercent\b|\b(seconds?|minutes?|weeks?|months?|days?|hours?|years?|dozens?|hundreds?|thousands?|millions?|twice|half|a third)\b)/i;

type Criterion = { name: string; points: number; max: number; evidence: string[]; missing?: string; improve?: string };

function contentWords(text: string): Set<string> {
  return new Set(words(text).filter((w) => w.length > 2 && !STOP_WORDS.has(w)));
}

function firstMatching(list: string[], test: (s: string) => boolean, limit = 1): string[] {
  return list.filter(test).slice(0, limit);
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
  const topic = contentWords(`${question} ${context.skills.join(" ")} ${context.title}`);
  const skills = context.skills.map((s) => s.toLowerCase());

  const overlapping = [...contentWords(transcript)].filter((w) => topic.has(w));
  const relevantSentences = firstMatching(said, (s) => [...contentWords(s)].some((w) => topic.has(w)));
  const skillSentences = firstMatching(said, (s) => skills.some((k) => s.toLowerCase().includes(k)));
  const relevance: Criterion = {
    name: "relevance to the question and skills",
    points: Math.min(2.5, overlapping.length * 0.5 + (skillSentences.length ? 1 : 0)),
    max: 2.5,
    evidence: [...new Set([...relevantSentences, ...skillSentences])],
    missing: "a clear link to the question and to the skills you chose",
    improve: `Answer the question in your first sentence, and name where ${context.skills[0] ?? "the skill"} came in.`,
  };

  const parts = [
    { re: SITUATION, label: "the situation" },
    { re: ACTION, label: "what you did" },
    { re: RESULT, label: "the result" },
  ].map((p) => ({ ...p, found: firstMatching(said, (s) => p.re.test(s)) }));
  const present = parts.filter((p) => p.found.length);
  const absent = parts.filter((p) => !p.found.length);
  const structure: Criterion = {
    name: "structure (situation, action, result)",
    points: (present.length / 3) * 2.5,
    max: 2.5,
    evidence: present.flatMap((p) => p.found),
    missing: absent.length ? absent.map((p) => p.label).join(", ") : undefined,
    improve: "Tell it as situation, what you did yourself (\"I …\"), and the result it had.",
  };

  const specificSentences = firstMatching(said, (s) => SPECIFIC.test(s), 2);
  const specifics: Criterion = {
    name: "specifics (numbers, time frames, names)",
    points: Math.min(2, specificSentences.length),
    max: 2,
    evidence: specificSentences,
    missing: "numbers, time frames or names that make it concrete",
    improve: "Add one figure: how many, how long, how much better.",
  };

  const length: Criterion = {
    name: "length",
    points: count < 30 ? 0 : count < 80 ? 1 : count <= 400 ? 2 : 1,
    max: 2,
    evidence: [],
    missing: count < 80 ? "enough detail (the answer is short)" : "focus (the answer runs long)",
    improve: count < 80 ? "Aim for one to two minutes of speech." : "Keep to one example and stop once the result is told.",
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
  const score = Math.round(Math.min(10, criteria.reduce((n, c) => n + c.points, 0)) * 10) / 10;
  const strong = criteria.filter((c) => c.points >= c.max * 0.75).map((c) => c.name);
  const weak = criteria.filter((c) => c.points < c.max * 0.75);
  const reason =
    `Rule-based score from ${count} words: ` +
    criteria.map((c) => `${c.name} ${Math.round(c.points * 10) / 10}/${c.max}`).join(", ") +
    "." +
    (strong.length ? ` Strongest: ${strong.join(", ")}.` : "");
  const evidence = [...new Set(criteria.flatMap((c) => c.evidence))].slice(0, 4);
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
