// Runs our graded answers (test/fixtures/graded-answers.ts) through a judge and counts, for each
// kind of answer, where its scores fell: the confusion table the judge's tests and docs print.
import type { AnswerToEvaluate, MockContext } from "@/lib/ai/evaluate";
import type { MockLanguage } from "@/lib/language/languages";
import { GRADED_ANSWERS, GRADED_KINDS, type GradedItem, type GradedKind } from "./fixtures/graded-answers";
import { HINDI_GRADED_ANSWERS } from "./fixtures/graded-answers-hindi";

export const BINS = ["≥ 6", "3–6", "≤ 3", "not judged"] as const;
export type Bin = (typeof BINS)[number];

export function binOf(score: number | null): Bin {
  if (score === null) return "not judged";
  return score >= 6 ? "≥ 6" : score > 3 ? "3–6" : "≤ 3";
}

export function contextOf(item: GradedItem & { language?: MockLanguage }): MockContext {
  return {
    title: item.role.title,
    industry: item.role.industry,
    skills: item.role.skills,
    experience: item.role.experience,
    difficulty: "MEDIUM",
    ...(item.language ? { language: item.language } : {}),
  };
}

/** The answer as a browser would send it: its words, spoken at an ordinary pace (about 140 a minute). */
export function spoken(item: GradedItem, kind: GradedKind, position = 1): AnswerToEvaluate {
  const text = item.answers[kind];
  // Hindi is spoken at about as many words a minute as English.
  const seconds = Math.round((text.split(/\s+/).length / 140) * 60) + 2;
  return {
    position,
    question: item.question,
    transcript: { text, words: null, source: "browser", engine: "browser" },
    segments: [{ start: 1, end: seconds - 0.5 }],
    durationSeconds: seconds,
  };
}

export type GradedScores = {
  item: GradedItem;
  scores: Record<GradedKind, number | null>;
  reasons: Record<GradedKind, string>;
  evidence: Record<GradedKind, string[]>;
};

export function confusion(results: GradedScores[]): Record<GradedKind, Record<Bin, number>> {
  const table = Object.fromEntries(GRADED_KINDS.map((k) => [k, Object.fromEntries(BINS.map((b) => [b, 0]))])) as Record<GradedKind, Record<Bin, number>>;
  for (const r of results) for (const k of GRADED_KINDS) table[k][binOf(r.scores[k])]++;
  return table;
}

export { GRADED_ANSWERS, GRADED_KINDS, HINDI_GRADED_ANSWERS };

/** What a fair judge gives each kind of answer: the agreement `npm run judge:eval` reports. */
export const EXPECTED: Record<GradedKind, { says: string; agrees: (score: number | null) => boolean }> = {
  specific: { says: "6 or more", agrees: (s) => s !== null && s >= 6 },
  echo: { says: "above 3", agrees: (s) => s !== null && s > 3 },
  hedged: { says: "above 3", agrees: (s) => s !== null && s > 3 },
  vague: { says: "below 6, or not judged", agrees: (s) => s === null || s < 6 },
  offTopic: { says: "3 or less", agrees: (s) => s !== null && s <= 3 },
  salad: { says: "5 or less", agrees: (s) => s !== null && s <= 5 },
};

/** Per kind, how many answers the judge agreed with, and in all. */
export function agreement(results: GradedScores[]): { table: Record<string, { expected: string; agreed: string }>; share: number } {
  const table: Record<string, { expected: string; agreed: string }> = {};
  let agreed = 0;
  for (const kind of GRADED_KINDS) {
    const n = results.filter((r) => EXPECTED[kind].agrees(r.scores[kind])).length;
    agreed += n;
    table[kind] = { expected: EXPECTED[kind].says, agreed: `${n}/${results.length}` };
  }
  return { table, share: agreed / (results.length * GRADED_KINDS.length) };
}

/** Runs every graded answer through `judge` (a few at a time). */
export async function judgeGraded(
  judge: (answer: AnswerToEvaluate, context: MockContext) => Promise<{ score: number | null; reason: string; evidence: string[] }>,
  concurrency = 4,
  /** The English set unless given: the Hindi and Hinglish set is HINDI_GRADED_ANSWERS. */
  items: readonly GradedItem[] = GRADED_ANSWERS,
): Promise<GradedScores[]> {
  const jobs = items.flatMap((item) => GRADED_KINDS.map((kind) => ({ item, kind })));
  const out = new Map<GradedItem, GradedScores>(items.map((item) => [item, { item, scores: {}, reasons: {}, evidence: {} } as GradedScores]));
  let next = 0;
  async function lane() {
    while (next < jobs.length) {
      const { item, kind } = jobs[next++]!;
      const e = await judge(spoken(item, kind), contextOf(item));
      const r = out.get(item)!;
      r.scores[kind] = e.score;
      r.reasons[kind] = e.reason;
      r.evidence[kind] = e.evidence;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return [...out.values()];
}
