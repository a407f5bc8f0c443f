// What gave a score, in a candidate's words (DESIGN rule 7: every score says what gave it). The
// review, the PDF and the e-mail all name it through this one function.
/** Words that describe how we are built, not what the candidate did: never in a candidate's texts (tests check). */
export const INTERNAL_WORDS = /\b(server|provider|engine|delivery-only|backend|api|llm|rule-based|offline engine)\b/i;

export const SPEAKING_ONLY_LABEL = "Speaking measures only: we could not hear words";

/**
 * `scored: false` for an answer the engine read but could not judge (it has no content score);
 * `typed` for an answer the candidate typed: its words were read, not heard.
 */
export function scoreSourceLabel(engine: string | null | undefined, scored = true, typed = false): string {
  if (!engine) return "Not scored yet";
  if (engine.startsWith("openai:")) {
    const model = engine.slice("openai:".length);
    const from = typed ? "your typed answer" : "your transcript";
    return scored ? `Scored by an AI model (${model}) from ${from}` : `Read by an AI model (${model}): no content score`;
  }
  const words = typed ? "what you wrote" : "what you said";
  if (engine === "rule-based") return scored ? `Scored by HireReady's rules from ${words}` : `Read by HireReady's rules from ${words}: no content score`;
  return SPEAKING_ONLY_LABEL;
}
