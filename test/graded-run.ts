// Runs our graded answers (test/fixtures/graded-answers.ts) through a judge and counts, for each
// kind of answer, where its scores fell: the confusion table the judge's tests and docs print.
import type { AnswerToEvaluate, MockContext } from "@/lib/ai/evaluate";
import { GRADED_ANSWERS, GRADED_KINDS, type GradedItem, type GradedKind } from "./fixtures/graded-answers";

export const BINS = ["≥ 6", "3–6", "≤ 3", "not judged"] as const;
export type Bin = (typeof BINS)[number];

export function binOf(score: number | null): Bin {
  if (score === null) return "not judged";
  return score >= 6 ? "≥ 6" : score > 3 ? "3–6" : "≤ 3";
}

export function contextOf(item: GradedItem): MockContext {
  return { title: item.role.title, industry: item.role.industry, skills: item.role.skills, experience: item.role.experience, difficulty: "MEDIUM" };
}

/** The answer as a browser would send it: its words, spoken at an ordinary pace (about 140 a minute). */
export function spoken(item: GradedItem, kind: GradedKind, position = 1): AnswerToEvaluate {
  const text = item.answers[kind];
  const seconds = Math.round((text.split(/\s+/).length / 140) * 60) + 2;
  return {
    position,
    question: item.question,
    transcript: { text, words: null, source: "browser", engine: "browser" },
    segments: [{ start: 1, end: seconds - 0.5 }],
    durationSeconds: seconds,
  };
}

export type GradedScores = { item: GradedItem; scores: Record<GradedKind, number | null>; reasons: Record<GradedKind, string>; evidence: Record<GradedKind, string[]> };

export function confusion(results: GradedScores[]): Record<GradedKind, Record<Bin, number>> {
  const table = Object.fromEntries(GRADED_KINDS.map((k) => [k, Object.fromEntries(BINS.map((b) => [b, 0]))])) as Record<GradedKind, Record<Bin, number>>;
  for (const r of results) for (const k of GRADED_KINDS) table[k][binOf(r.scores[k])]++;
  return table;
}

export { GRADED_ANSWERS, GRADED_KINDS };
