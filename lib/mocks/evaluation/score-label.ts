// What gave a score, in a candidate's words (DESIGN rule 7: every score says what gave it). The
// review, the PDF and the e-mail all name it through this one function.
/** Words that describe how we are built, not what the candidate did: never in a candidate's texts (tests check). */
export const INTERNAL_WORDS = /\b(server|provider|engine|delivery-only|backend|api|llm|rule-based|offline engine)\b/i;

export const SPEAKING_ONLY_LABEL = "Speaking measures only: we could not hear words";

export function scoreSourceLabel(engine: string | null | undefined): string {
  if (!engine) return "Not scored yet";
  if (engine.startsWith("openai:")) return `Scored by an AI model (${engine.slice("openai:".length)}) from your transcript`;
  if (engine === "rule-based") return "Scored by HireReady's rules from what you said";
  return SPEAKING_ONLY_LABEL;
}
