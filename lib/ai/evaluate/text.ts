// Plain-text helpers the evaluators share: words, sentences, counting phrases, and finding a quote
// in a transcript the way a reader would (case, spacing and punctuation aside).
import type { TermCount } from "./types";

import { asciiDigits, foldNukta } from "@/lib/language/devanagari";

/**
 * Lower-case words as people write them in any script: letters with their vowel signs and digits
 * ("मैंने" is one word, not three), inner apostrophes kept ("I'm" → "i'm"). NFC, with the nukta
 * folded and Devanagari digits read as digits, so two spellings of one word meet.
 */
export function words(text: string): string[] {
  return (
    asciiDigits(foldNukta(text.toLowerCase()))
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{M}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []
  );
}

/** Sentences as they appear in the text (trimmed), for quoting; the danda (।) ends a Hindi sentence. */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?\n।॥]+[.!?।॥]*/g) ?? []).map((s) => s.trim()).filter((s) => words(s).length > 0);
}

export type PhraseRule = {
  phrase: string;
  /** Words that, just before the phrase, make it ordinary language ("what kind of tool"). */
  notAfter?: readonly string[];
};

/**
 * Counts each phrase in the word list, longest phrases first and without overlaps, so "you know"
 * is one filler phrase and its "you" is not counted again by anything shorter.
 */
export function countPhrases(list: string[], rules: readonly PhraseRule[]): TermCount[] {
  const sorted = [...rules].map((r) => ({ ...r, parts: r.phrase.split(" ") })).sort((a, b) => b.parts.length - a.parts.length);
  const used = new Array<boolean>(list.length).fill(false);
  const counts = new Map<string, number>();
  for (const rule of sorted) {
    for (let i = 0; i + rule.parts.length <= list.length; i++) {
      if (rule.parts.some((p, k) => list[i + k] !== p || used[i + k])) continue;
      const before = list[i - 1];
      if (before && rule.notAfter?.includes(before)) continue;
      for (let k = 0; k < rule.parts.length; k++) used[i + k] = true;
      counts.set(rule.phrase, (counts.get(rule.phrase) ?? 0) + 1);
    }
  }
  return [...counts].map(([term, count]) => ({ term, count })).sort((a, b) => b.count - a.count || a.term.localeCompare(b.term));
}

export const total = (counts: TermCount[]) => counts.reduce((n, c) => n + c.count, 0);

function normalise(text: string): { flat: string; map: number[] } {
  // Each kept character remembers where it was in the original, so a match maps back to it.
  let flat = "";
  const map: number[] = [];
  let space = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!.toLowerCase().replace(/[’‘]/, "'");
    if (/[\p{L}\p{M}\p{N}']/u.test(ch)) {
      flat += ch;
      map.push(i);
      space = false;
    } else if (!space) {
      flat += " ";
      map.push(i);
      space = true;
    }
  }
  return { flat: flat.trimEnd(), map };
}

/**
 * The exact words of `transcript` that `quote` stands for, or null when the transcript does not
 * contain it. Case, spacing and punctuation may differ; the words and their order may not.
 */
export function findQuote(transcript: string, quote: string): string | null {
  const needle = normalise(quote).flat.trim();
  if (words(needle).length === 0) return null;
  const { flat, map } = normalise(transcript);
  // Whole words only: "art" is not a quote from "start".
  const at = ` ${flat} `.indexOf(` ${needle} `);
  if (at === -1) return null;
  const start = map[at]!;
  const end = map[at + needle.length - 1]!;
  return transcript.slice(start, end + 1);
}
