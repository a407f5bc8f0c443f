// What gave a score, in a candidate's words (DESIGN rule 7: every score says what gave it). The
// review, the PDF and the e-mail all name it through this one function.
import { fill } from "@/lib/i18n/fill";

/** Words that describe how we are built, not what the candidate did: never in a candidate's texts (tests check). */
export const INTERNAL_WORDS = /\b(server|provider|engine|delivery-only|backend|api|llm|rule-based|offline engine)\b/i;

/** The words of this file, as the `mockScore` namespace of the catalogs holds them; the e-mail and tests use the English. */
export type ScoreWords = {
  notScoredYet: string;
  speakingOnly: string;
  modelScored: string;
  modelScoredTyped: string;
  modelScoredSome: string;
  modelRead: string;
  rulesScored: string;
  rulesScoredTyped: string;
  rulesScoredSome: string;
  rulesRead: string;
  rulesReadTyped: string;
  rulesReadSome: string;
  fewScored: string;
  noneAnswered: string;
  basisOne: string;
  basisMany: string;
  answeredCount: string;
};

/** The English catalog's `mockScore`, word for word (lib/i18n/catalogs.test.ts checks it). */
export const ENGLISH_SCORE_WORDS: ScoreWords = {
  notScoredYet: "Not scored yet",
  speakingOnly: "Speaking measures only: we could not hear words",
  modelScored: "Scored by an AI model ({model}) from your transcript",
  modelScoredTyped: "Scored by an AI model ({model}) from your typed answer",
  modelScoredSome: "Scored by an AI model ({model}) from your transcripts and typed answers",
  modelRead: "Read by an AI model ({model}): no content score",
  rulesScored: "Scored by HireReady's rules from what you said",
  rulesScoredTyped: "Scored by HireReady's rules from what you wrote",
  rulesScoredSome: "Scored by HireReady's rules from what you said and wrote",
  rulesRead: "Read by HireReady's rules from what you said: no content score",
  rulesReadTyped: "Read by HireReady's rules from what you wrote: no content score",
  rulesReadSome: "Read by HireReady's rules from what you said and wrote: no content score",
  fewScored: "Most answers had no words we could judge — see each answer",
  noneAnswered: "no question was answered",
  basisOne: "from {scored} of {answered} answer",
  basisMany: "from {scored} of {answered} answers",
  answeredCount: "{answered} of {total} questions answered",
};

export const SPEAKING_ONLY_LABEL = ENGLISH_SCORE_WORDS.speakingOnly;

/**
 * `scored: false` for an answer the engine read but could not judge (it has no content score);
 * `typed` for an answer the candidate typed: its words were read, not heard ("some": a total from
 * spoken and typed answers both). `words`: the interface language's (`mockScore`).
 */
export function scoreSourceLabel(
  engine: string | null | undefined,
  scored = true,
  typed: boolean | "some" = false,
  words: ScoreWords = ENGLISH_SCORE_WORDS,
): string {
  if (!engine) return words.notScoredYet;
  const kind = typed === "some" ? "Some" : typed ? "Typed" : "";
  if (engine.startsWith("openai:")) {
    const model = engine.slice("openai:".length);
    return fill(scored ? words[`modelScored${kind}`] : words.modelRead, { model });
  }
  if (engine === "rule-based") return scored ? words[`rulesScored${kind}`] : words[`rulesRead${kind}`];
  return words.speakingOnly;
}

/** Said beside a total that rests on fewer than half of the answers given, as prominent as the number. */
export const FEW_ANSWERS_SCORED = ENGLISH_SCORE_WORDS.fewScored;

type Scorable = { answered: boolean; score: number | null; answer_kind: "video" | "typed" | null };

/**
 * What the total score of a review rests on, for the screen and the PDF alike: the total (the
 * spec's score out of 10, two decimals), how many answers it comes from, the questions answered
 * (counted apart from the scored), a warning when fewer than half the answers were scored, and what
 * gave it, in words that say whether the scored answers were spoken, typed or both.
 */
export function scoreHeadline(
  results: readonly Scorable[],
  overallScore: number | null,
  engine: string | null | undefined,
  words: ScoreWords = ENGLISH_SCORE_WORDS,
) {
  const answered = results.filter((r) => r.answered).length;
  const scored = results.filter((r) => r.answered && r.score !== null);
  const typed = scored.filter((r) => r.answer_kind === "typed").length;
  return {
    total: overallScore !== null ? overallScore.toFixed(2) : "–",
    basis: answered === 0 ? words.noneAnswered : fill(answered === 1 ? words.basisOne : words.basisMany, { scored: scored.length, answered }),
    answered: fill(words.answeredCount, { answered, total: results.length }),
    warning: answered > 0 && scored.length * 2 < answered ? words.fewScored : null,
    source: scoreSourceLabel(engine, scored.length > 0, typed === 0 ? false : typed === scored.length ? true : "some", words),
  };
}
