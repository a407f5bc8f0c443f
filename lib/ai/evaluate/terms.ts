// Matching a vocabulary against what was said: words are folded to a rough stem ("indexes" →
// "index", "checked" → "check") so a term is heard in any of its ordinary forms, and terms of
// several words ("screen reader", "query plan") match as a run of words inside one sentence.
import { sentences, words } from "./text";

/** A rough English stem: plural, past and -ing endings dropped. Enough to hear "labels" in "label". */
export function stemOf(word: string): string {
  let w = word.replace(/'s$/, "").replace(/'/g, "");
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && /(ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  // "cached"/"caching" → "cach", "cache" → "cache": drop a final e so both meet.
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

export const stems = (text: string): string[] => words(text).map(stemOf);

/** A list of terms made ready for matching, each remembered as it was written (for the review's words). */
export type TermList = { terms: { label: string; parts: string[] }[] };

export function termList(list: readonly string[]): TermList {
  const seen = new Set<string>();
  const terms: TermList["terms"] = [];
  for (const label of list) {
    const parts = stems(label);
    const key = parts.join(" ");
    if (!parts.length || seen.has(key)) continue;
    seen.add(key);
    terms.push({ label, parts });
  }
  return { terms };
}

/** Splits a comma-separated vocabulary ("index, query plan, EXPLAIN") into its terms. */
export const splitTerms = (text: string): string[] =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

export type SaidSentence = { text: string; stems: string[] };

export function saidSentences(transcript: string): SaidSentence[] {
  return sentences(transcript).map((text) => ({ text, stems: stems(text) }));
}

function contains(haystack: string[], parts: string[]): boolean {
  outer: for (let i = 0; i + parts.length <= haystack.length; i++) {
    for (let k = 0; k < parts.length; k++) if (haystack[i + k] !== parts[k]) continue outer;
    return true;
  }
  return false;
}

/** A term heard, with the sentences it was heard in. */
export type Hit = { term: string; key: string; sentences: string[] };

/** The terms of `list` heard in the sentences, once each, in the order of the list. */
export function hitsOf(said: SaidSentence[], list: TermList, skip?: Set<string>): Hit[] {
  const hits: Hit[] = [];
  for (const t of list.terms) {
    const key = t.parts.join(" ");
    if (skip?.has(key)) continue;
    const where = said.filter((s) => contains(s.stems, t.parts)).map((s) => s.text);
    if (where.length) hits.push({ term: t.label, key, sentences: where });
  }
  // "screen" inside "screen reader" is the same word heard once.
  return hits.filter((h) => !hits.some((o) => o.key !== h.key && ` ${o.key} `.includes(` ${h.key} `) && h.sentences.every((s) => o.sentences.includes(s))));
}

/** The keys of every term in the lists, to leave out of another list's hits. */
export function keysOf(...lists: TermList[]): Set<string> {
  return new Set(lists.flatMap((l) => l.terms.map((t) => t.parts.join(" "))));
}

export function mergeLists(...lists: TermList[]): TermList {
  return termList(lists.flatMap((l) => l.terms.map((t) => t.label)));
}
