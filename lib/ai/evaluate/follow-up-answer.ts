// The rules' judgement of a follow-up's answer. A follow-up asks for one thing the main answer
// lacked (the candidate's own part, a result, a specific), so its answer is judged on giving that,
// on the main question's subject, not held to a whole answer's length and story. Off-topic only on
// quoted evidence, as for any answer (DESIGN rule 15); "could not judge" when nothing in it gives
// what was asked and nothing ties it to the main question.
import { askedForInHindi, FEEDBACK_WORDS, isHindiLanguage } from "./hindi/feedback";
import { judgeRelevance, sentencesOf } from "./relevance";
import { answerParts, COULD_NOT_JUDGE_REASON, scoreRuleBased, type RuleBasedFeedback } from "./rule-based";
import { words } from "./text";
import type { MockContext } from "./types";

type Asked = "own part" | "result" | "specific";

const LABEL: Record<Asked, string> = { "own part": "your own part", result: "the result", specific: "a specific: a figure, a time or a name" };

/** What the follow-up asked for, read from its words; a follow-up that asks nothing in particular is taken to ask for the result. */
export function askedFor(followUp: string): Asked {
  const inHindi = askedForInHindi(followUp);
  if (inHindi) return inHindi;
  const q = followUp.replace(/^You said “[^”]*”\.\s*/, "").toLowerCase();
  if (/\b(own part|yourself|you personally|your part|did you do)\b/.test(q)) return "own part";
  if (/\b(result|change|changed|outcome|impact|came of it|in numbers|how did it end)\b/.test(q)) return "result";
  if (/\b(how many|how long|how much|concrete|figure|which)\b/.test(q)) return "specific";
  return "result";
}

export function scoreFollowUpAnswer(options: {
  followUp: string;
  mainQuestion: string;
  transcript: string;
  context: MockContext;
  count?: number;
}): RuleBasedFeedback {
  const { followUp, mainQuestion, transcript, context } = options;
  // About the main question's subject, by the same rules as any answer to it.
  const rel = judgeRelevance({ question: mainQuestion, transcript, context });
  if (rel.verdict === "off-topic") return scoreRuleBased({ question: mainQuestion, transcript, context, count: options.count });
  const asked = askedFor(followUp);
  const parts = answerParts(transcript);
  const gives =
    asked === "own part"
      ? parts.ownPart
      : asked === "result"
        ? [...parts.result, ...parts.specific.filter((s) => parts.result.length === 0 && /\d|ten|half|twice/i.test(s))]
        : parts.specific;
  const onTopic = rel.intentHits.length + rel.fieldHits.length > 0 ? 1.5 : rel.echoHits.length ? 0.5 : 0;
  const w = isHindiLanguage(context.language) ? FEEDBACK_WORDS[context.language] : null;
  if (!gives.length && rel.verdict === "unclear") {
    return { score: null, reason: w?.couldNotJudge ?? COULD_NOT_JUDGE_REASON, evidence: [], missing: null, improvement: null, modelAnswer: null };
  }
  const criteria = [
    { name: `gives what was asked (${LABEL[asked]})`, points: gives.length ? 5 : 0, max: 5, evidence: gives.slice(0, 1) },
    { name: "specifics", points: parts.specific.length ? 2 : 0, max: 2, evidence: parts.specific.slice(0, 1) },
    { name: "your own part", points: parts.ownPart.length ? 1.5 : 0, max: 1.5, evidence: parts.ownPart.slice(0, 1) },
    { name: "on the main question's subject", points: onTopic, max: 1.5, evidence: sentencesOf([...rel.intentHits, ...rel.fieldHits], rel.said, 1) },
  ];
  const score = Math.round(criteria.reduce((n, c) => n + c.points, 0) * 10) / 10;
  const weak = criteria.filter((c) => c.points < c.max);
  const count = options.count ?? words(transcript).length;
  if (w) {
    const label = w.followUp.labels[asked];
    const named = (c: (typeof criteria)[number], i: number) => (i === 0 ? `${w.criteria["gives what was asked"]} (${label})` : (w.criteria[c.name] ?? c.name));
    const said = criteria.map((c, i) => ({ c, name: named(c, i), missing: i === 0 ? label : (w.criteria[c.name] ?? c.name) }));
    return {
      score,
      reason: w.fromWordsFollowUp(count) + said.map(({ c, name }) => `${name} ${c.points}/${c.max}`).join(", ") + w.end,
      evidence: [...new Set(criteria.flatMap((c) => c.evidence))].slice(0, 3),
      missing: weak.length
        ? w.notFound(
            said
              .filter(({ c }) => weak.includes(c))
              .map((x) => x.missing)
              .join("; "),
          )
        : null,
      improvement: gives.length ? (weak.length ? w.followUp.improveGiven : null) : w.followUp.improveNotGiven(label),
      modelAnswer: null,
    };
  }
  return {
    score,
    reason: `From your ${count} words, as an answer to a follow-up: ${criteria.map((c) => `${c.name} ${c.points}/${c.max}`).join(", ")}.`,
    evidence: [...new Set(criteria.flatMap((c) => c.evidence))].slice(0, 3),
    missing: weak.length ? `Not found: ${weak.map((c) => c.name.replace(/^gives what was asked \((.*)\)$/, "$1")).join("; ")}.` : null,
    improvement: gives.length
      ? weak.length
        ? "Answer a follow-up in one or two sentences that give exactly what it asks, with a figure."
        : null
      : `Give ${LABEL[asked]} in your first sentence; a follow-up asks for one thing.`,
    modelAnswer: null,
  };
}
