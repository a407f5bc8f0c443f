// How the review names the engine that scored it (DESIGN rule 7: every score says which engine gave it).
export function engineLabel(engine: string | null | undefined): string {
  if (!engine) return "Not scored yet";
  if (engine.startsWith("openai:")) return `Scored by the AI provider (${engine.slice("openai:".length)})`;
  if (engine === "rule-based") return "Rule-based scoring (offline): transparent rules, no AI model";
  if (engine === "delivery-only") return "Delivery only (offline): no transcript, so no content score";
  return "Not scored";
}

export function preview(text: string, length: number): { short: string; cut: boolean } {
  return text.length > length ? { short: `${text.slice(0, length).trimEnd()}…`, cut: true } : { short: text, cut: false };
}
