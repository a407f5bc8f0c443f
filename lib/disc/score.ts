// Scoring: tallies of "most" and "least" picks per style, a 0–100 profile, the two leading styles
// and a consistency check. Pure: the same answers always give the same result.
import { DISC_BLOCK_COUNT, DISC_TWIN_IDS, findStatement } from "./blocks";
import { DISC_STYLES, type DiscStyle } from "./styles";

export type DiscAnswer = { blockId: string; most: string; least: string };
export type DiscTally = Record<DiscStyle, number>;
export type ConsistencyLevel = "consistent" | "mixed" | "inconsistent";
export type DiscConsistency = { score: number; level: ConsistencyLevel; message: string };
export type DiscScore = Record<DiscStyle, number> & {
  primary: DiscStyle;
  secondary: DiscStyle;
  consistency: DiscConsistency;
  most: DiscTally;
  least: DiscTally;
};

const emptyTally = (): DiscTally => ({ D: 0, I: 0, S: 0, C: 0 });

function styleOf(statementId: string): DiscStyle {
  const found = findStatement(statementId);
  if (!found) throw new Error(`Unknown DISC statement ${statementId}`);
  return found.style;
}

export function tallyAnswers(answers: readonly DiscAnswer[]): { most: DiscTally; least: DiscTally } {
  const most = emptyTally();
  const least = emptyTally();
  for (const answer of answers) {
    most[styleOf(answer.most)] += 1;
    least[styleOf(answer.least)] += 1;
  }
  return { most, least };
}

/**
 * Net picks (most − least) run from −24 (always least like you) to +24 (always most like you);
 * the profile maps that range onto 0–100, so 50 means "as often chosen as rejected".
 */
export function normalise(most: number, least: number, blocks = DISC_BLOCK_COUNT): number {
  return Math.round(((most - least + blocks) / (2 * blocks)) * 100);
}

/**
 * Styles from strongest to weakest. Equal scores go to the style chosen as "most like me" more
 * often, then to the one rejected less often, then to the conventional D, I, S, C order.
 */
export function rankStyles(scores: DiscTally, most: DiscTally, least: DiscTally): DiscStyle[] {
  return [...DISC_STYLES].sort((a, b) => scores[b] - scores[a] || most[b] - most[a] || least[a] - least[b] || DISC_STYLES.indexOf(a) - DISC_STYLES.indexOf(b));
}

/**
 * Two kinds of contradiction: one style picked as most like you in some blocks and least like you
 * in others (counted as the smaller of the two tallies), and twin statements that say the same
 * thing picked one as most and the other as least (each such pair costs ten points).
 */
export function consistencyScore(answers: readonly DiscAnswer[], most: DiscTally, least: DiscTally): number {
  const overlap = DISC_STYLES.reduce((sum, s) => sum + Math.min(most[s], least[s]), 0);
  const mostIds = new Set(answers.map((a) => a.most));
  const leastIds = new Set(answers.map((a) => a.least));
  const twinFlips = DISC_TWIN_IDS.filter(([a, b]) => (mostIds.has(a) && leastIds.has(b)) || (mostIds.has(b) && leastIds.has(a))).length;
  const blocks = Math.max(answers.length, 1);
  const score = Math.round(100 * (1 - overlap / blocks)) - 10 * twinFlips;
  return Math.min(100, Math.max(0, score));
}

const MESSAGES: Record<ConsistencyLevel, string> = {
  consistent: "Your choices fit together well, so this profile should describe you closely.",
  mixed:
    "A few of your answers pull in different directions. That is common when the way you work changes with the situation: read this profile as a starting point and keep what rings true.",
  inconsistent:
    "Quite a few answers contradict each other: similar statements were picked as most like you in one block and least like you in another. That often happens when answering quickly or picturing different settings. Nothing is wrong with you or the result, but a retake with one setting in mind, such as a normal working week, may give a clearer picture.",
};

export function describeConsistency(score: number): DiscConsistency {
  const level: ConsistencyLevel = score >= 65 ? "consistent" : score >= 40 ? "mixed" : "inconsistent";
  return { score, level, message: MESSAGES[level] };
}

/** Scores a complete, validated set of answers (see validate-answers.ts). */
export function scoreDisc(answers: readonly DiscAnswer[]): DiscScore {
  const { most, least } = tallyAnswers(answers);
  const blocks = answers.length || DISC_BLOCK_COUNT;
  const scores = emptyTally();
  for (const s of DISC_STYLES) scores[s] = normalise(most[s], least[s], blocks);
  const [primary, secondary] = rankStyles(scores, most, least) as [DiscStyle, DiscStyle];
  return { ...scores, primary, secondary, consistency: describeConsistency(consistencyScore(answers, most, least)), most, least };
}
