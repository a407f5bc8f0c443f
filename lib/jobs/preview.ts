// The card's cut of a long text: whitespace folded, cut at a word near the limit, with an ellipsis.
import { PREVIEW_LENGTH } from "@/lib/constants";

export function descriptionPreview(text: string, length: number = PREVIEW_LENGTH.jobDescription): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${space > length * 0.7 ? cut.slice(0, space) : cut}…`;
}

/** The length of `text` with whitespace folded as in a preview. */
export function foldedLength(text: string): number {
  return text.replace(/\s+/g, " ").trim().length;
}
