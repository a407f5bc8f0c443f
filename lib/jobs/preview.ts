// The card's cut of a long text: whitespace folded, cut at a word near the limit, with an ellipsis.
import { PREVIEW_LENGTH } from "./search-rules";
import { memoize } from "@/lib/memo";

const fold = (text: string) => text.replace(/\s+/g, " ").trim();
/** Cards' heads (a few hundred characters each) come again on every list that shows the job. */
const foldHead = memoize(fold, 2_000);

function cutFolded(flat: string, length: number): string {
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${space > length * 0.7 ? cut.slice(0, space) : cut}…`;
}

export function descriptionPreview(text: string, length: number = PREVIEW_LENGTH.jobDescription): string {
  return cutFolded(fold(text), length);
}

/**
 * The preview of a text read from its first characters only (`whole` when they are all of it):
 * the same as descriptionPreview of the whole text, or null when the head folds to too little to
 * tell (it was mostly whitespace), and the whole text is needed.
 */
export function previewFromHead(head: string, whole: boolean, length: number = PREVIEW_LENGTH.jobDescription): string | null {
  const flat = foldHead(head);
  // Past `length` folded characters, the rest of the text cannot change the cut.
  if (!whole && flat.length <= length) return null;
  return cutFolded(flat, length);
}
