// Reading a Hindi or Hinglish answer for the offline rules: each sentence keeps its own words (for
// quoting, verbatim) beside a gloss in the English the rules listen for. The gloss is built word by
// word from our glossary: Hindi words by their meaning, English words written in Devanagari by their
// sound ("प्रोजेक्ट" → "project"), English words as they are. It is a reading for matching, never shown.
import { asciiDigits, foldNukta, hasDevanagari, romanise, soundKey } from "@/lib/language/devanagari";
import { ALL_INTENT_WORDS } from "../intents";
import { sentences } from "../text";
import type { MockContext } from "../types";
import { EVERYDAY, FIELDS, WORKPLACE } from "../vocabulary";
import { splitTerms } from "../terms";
import { DEVANAGARI_WORDS, LATIN_WORDS, LOANWORDS, PHRASES } from "./glossary";

export type ReadSentence = { text: string; gloss: string };

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)?|%/gu;

/** A token as the glossary spells its keys: lower case, NFC, nukta folded, Devanagari digits as digits. */
export const matchForm = (token: string) => asciiDigits(foldNukta(token.toLowerCase())).replace(/’/g, "'");

const foldKeys = (map: Map<string, string>) => new Map([...map].map(([k, v]) => [matchForm(k), v]));
const HINDI = foldKeys(DEVANAGARI_WORDS);
const LATIN = foldKeys(LATIN_WORDS);
const LOANS = foldKeys(LOANWORDS);
const PHRASE_LIST = PHRASES.map(([from, to]) => ({ parts: (from.match(TOKEN) ?? []).map(matchForm), to })).sort((a, b) => b.parts.length - a.parts.length);

/** The smallest key worth matching on: two consonants meet too many unrelated words. */
const MIN_KEY = 3;

let baseIndex: Map<string, string> | null = null;
function soundIndex(extra: string[]): Map<string, string> {
  if (!baseIndex) {
    baseIndex = new Map();
    const terms = [
      ...FIELDS.flatMap((f) => [...f.skills, ...splitTerms(f.terms)]),
      ...ALL_INTENT_WORDS.terms.map((t) => t.label),
      ...WORKPLACE.terms.map((t) => t.label),
      ...EVERYDAY.flatMap((e) => e.list.terms.map((t) => t.label)),
    ];
    for (const term of terms) addTerm(baseIndex, term);
  }
  if (!extra.length) return baseIndex;
  // The candidate's own skills and title come first: "पोस्टग्रेस" is their PostgreSQL before anything else.
  const index = new Map<string, string>();
  for (const term of extra) addTerm(index, term);
  for (const [k, v] of baseIndex) if (!index.has(k)) index.set(k, v);
  return index;
}

function addTerm(index: Map<string, string>, term: string) {
  for (const word of term.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const key = soundKey(word);
    if (key.length >= MIN_KEY && !index.has(key)) index.set(key, word);
  }
}

function glossWord(token: string, index: Map<string, string>): string {
  const form = matchForm(token);
  if (!hasDevanagari(form)) return LATIN.get(form) ?? form;
  const known = HINDI.get(form) ?? LOANS.get(form);
  if (known !== undefined) return known;
  const latin = romanise(form);
  const asHinglish = LATIN.get(latin);
  if (asHinglish !== undefined) return asHinglish;
  const key = soundKey(form);
  if (key.length >= MIN_KEY && index.has(key)) return index.get(key)!;
  return latin;
}

/** One sentence's gloss: phrases first (longest), then word by word. */
export function glossSentence(text: string, index: Map<string, string> = soundIndex([])): string {
  const tokens = text.match(TOKEN) ?? [];
  const forms = tokens.map(matchForm);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const phrase = PHRASE_LIST.find((p) => p.parts.length > 1 && p.parts.every((part, k) => forms[i + k] === part));
    if (phrase) {
      out.push(phrase.to);
      i += phrase.parts.length;
      continue;
    }
    out.push(glossWord(tokens[i]!, index));
    i++;
  }
  return out.filter(Boolean).join(" ").replace(/[.!?\n]/g, " ");
}

/** The answer's sentences, each as said and as the rules read it. */
export function readAnswer(transcript: string, context: Pick<MockContext, "skills" | "title">): ReadSentence[] {
  const index = soundIndex([...context.skills, context.title]);
  return sentences(transcript).map((text) => ({ text, gloss: glossSentence(text, index) }));
}

/**
 * The gloss as one text the rules can read (one sentence a line), and the way back from each of its
 * sentences to the words the candidate said, for quoting.
 */
export function glossedTranscript(transcript: string, context: Pick<MockContext, "skills" | "title">): { text: string; original: (sentence: string) => string } {
  const read = readAnswer(transcript, context).filter((s) => s.gloss.trim());
  const back = new Map<string, string>();
  for (const s of read) if (!back.has(`${s.gloss}.`)) back.set(`${s.gloss}.`, s.text);
  return { text: read.map((s) => `${s.gloss}.`).join("\n"), original: (sentence) => back.get(sentence) ?? sentence };
}
