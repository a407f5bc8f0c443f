// The four DISC working styles, in their conventional order (also the last tie-breaker).
export const DISC_STYLES = ["D", "I", "S", "C"] as const;
export type DiscStyle = (typeof DISC_STYLES)[number];

export const DISC_STYLE_NAMES: Record<DiscStyle, string> = {
  D: "Dominance",
  I: "Influence",
  S: "Steadiness",
  C: "Conscientiousness",
};

export function isDiscStyle(value: unknown): value is DiscStyle {
  return typeof value === "string" && (DISC_STYLES as readonly string[]).includes(value);
}
