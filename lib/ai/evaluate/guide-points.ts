// Which points of a question's guide ("what a strong answer covers") an answer left out, as far as
// the rules can tell: a point that asks for a result, a real example or the candidate's own part is
// checked against the sentences that tell one (answerParts); any other point the rules cannot tell
// and do not judge. A model judges every point from the rubric. Only answers about the question
// count: one about something else says nothing about what answers to it leave out. Counted across
// candidates, these findings choose the follow-up asked when there are no words to follow up on.
import { answerGuide } from "@/lib/ai/offline/answer-guide";
import type { GuideFindings, MockContext } from "./types";

/** The sentences of an answer that tell a result, an example's situation and the candidate's own part (rule-based.ts's answerParts). */
type Parts = { result: string[]; example: string[]; ownPart: string[] };

/** What a point asks for, when the rules can check it; the first that fits names it. */
const CHECKABLE: { asks: RegExp; covered: (parts: Parts) => boolean }[] = [
  { asks: /\b(result|figure|gain|turned out|came of it|how you knew|how it ended|what it achieved)\b/i, covered: (p) => p.result.length > 0 },
  { asks: /\b(an example|a time|a moment|a real example|a recent example)\b/i, covered: (p) => p.example.length > 0 },
  { asks: /\b(yourself|your own part|what you did)\b|"I/i, covered: (p) => p.ownPart.length > 0 },
];

/** The rules' findings for a main question's answer; null when the question has no template of ours. */
export function guideFindingsByRules(question: string, parts: Parts, context: MockContext): GuideFindings | null {
  const guide = answerGuide(question, context);
  if (!guide.template) return null;
  const judged: number[] = [];
  const missed: number[] = [];
  guide.points.forEach((point, i) => {
    const check = CHECKABLE.find((c) => c.asks.test(point));
    if (!check) return;
    judged.push(i + 1);
    if (!check.covered(parts)) missed.push(i + 1);
  });
  return { template: guide.template, judged, missed };
}

/** A model's findings: the points it named as left out, kept only when they are points of the guide. */
export function guideFindingsByModel(question: string, missing: number[], context: MockContext): GuideFindings | null {
  const guide = answerGuide(question, context);
  if (!guide.template) return null;
  const judged = guide.points.map((_, i) => i + 1);
  return { template: guide.template, judged, missed: judged.filter((n) => missing.includes(n)) };
}
