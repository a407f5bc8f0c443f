// What gave a score, in a candidate's words (DESIGN rule 7: every score says what gave it). The
// review, the PDF and the e-mail all name it through this one function.
/** Words that describe how we are built, not what the candidate did: never in a candidate's texts (tests check). */
export const INTERNAL_WORDS = /\b(server|provider|engine|delivery-only|backend|api|llm|rule-based|offline engine)\b/i;

export const SPEAKING_ONLY_LABEL = "Speaking measures only: we could not hear words";

/**
 * `scored: false` for an answer the engine read but could not judge (it has no content score);
 * `typed` for an answer the candidate typed: its words were read, not heard ("some": a total from
 * spoken and typed answers both).
 */
export function scoreSourceLabel(engine: string | null | undefined, scored = true, typed: boolean | "some" = false): string {
  if (!engine) return "Not scored yet";
  if (engine.startsWith("openai:")) {
    const model = engine.slice("openai:".length);
    const from = typed === "some" ? "your transcripts and typed answers" : typed ? "your typed answer" : "your transcript";
    return scored ? `Scored by an AI model (${model}) from ${from}` : `Read by an AI model (${model}): no content score`;
  }
  const words = typed === "some" ? "what you said and wrote" : typed ? "what you wrote" : "what you said";
  if (engine === "rule-based") return scored ? `Scored by HireReady's rules from ${words}` : `Read by HireReady's rules from ${words}: no content score`;
  return SPEAKING_ONLY_LABEL;
}

/** Said beside a total that rests on fewer than half of the answers given, as prominent as the number. */
export const FEW_ANSWERS_SCORED = "Most answers had no words we could judge — see each answer";

type Scorable = { answered: boolean; score: number | null; answer_kind: "video" | "typed" | null };

/**
 * What the total score of a review rests on, for the screen and the PDF alike: the total (the
 * spec's score out of 10, two decimals), how many answers it comes from, the questions answered
 * (counted apart from the scored), a warning when fewer than half the answers were scored, and what
 * gave it, in words that say whether the scored answers were spoken, typed or both.
 */
export function scoreHeadline(results: readonly Scorable[], overallScore: number | null, engine: string | null | undefined) {
  const answered = results.filter((r) => r.answered).length;
  const scored = results.filter((r) => r.answered && r.score !== null);
  const typed = scored.filter((r) => r.answer_kind === "typed").length;
  const plural = (n: number) => (n === 1 ? "answer" : "answers");
  return {
    total: overallScore !== null ? overallScore.toFixed(2) : "–",
    basis: answered === 0 ? "no question was answered" : `from ${scored.length} of ${answered} ${plural(answered)}`,
    answered: `${answered} of ${results.length} questions answered`,
    warning: answered > 0 && scored.length * 2 < answered ? FEW_ANSWERS_SCORED : null,
    source: scoreSourceLabel(engine, scored.length > 0, typed === 0 ? false : typed === scored.length ? true : "some"),
  };
}
