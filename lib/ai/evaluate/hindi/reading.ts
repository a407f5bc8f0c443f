// Reading a Hindi or Hinglish answer for the offline rules: each sentence keeps its own words (for
// quoting, verbatim) beside a gloss in the English the rules listen for. The gloss is built word by
// word from our glossary: Hindi words by their meaning, English words written in Devanagari by their
// sound ("प्रोजेक्ट" → "project"), English words as they are. It is a reading for matching, never shown.
import { asciiDigits, editDistance, foldNukta, hasDevanagari, romanise, soundKey, spelling } from "@/lib/language/devanagari";
import { ALL_INTENT_WORDS } from "../intents";
import { sentences } from "../text";
import type { MockContext } from "../types";
import { EVERYDAY, vocabularyOf, WORKPLACE } from "../vocabulary";
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

/**
 * The English words a Devanagari word may be met with by its sound: the mock's own skills and title,
 * their field's words, the words of work and of answers' intents, and of life outside work. Not other
 * fields' words: a Hindi word that happens to sound like one ("पुराने", "heparin") must not make an
 * answer look as if it were about another field.
 */
type SoundIndex = Map<string, string[]>;
const indexes = new Map<string, SoundIndex>();
function soundIndex(context: Pick<MockContext, "skills" | "title">): SoundIndex {
  const cacheKey = [...context.skills, context.title].map((s) => s.toLowerCase()).join("|");
  let index = indexes.get(cacheKey);
  if (index) return index;
  index = new Map<string, string[]>();
  const terms = [
    // The candidate's own skills and title come first: "पोस्टग्रेस" is their PostgreSQL before anything else.
    ...context.skills,
    context.title,
    ...vocabularyOf([...context.skills, context.title]).terms.map((t) => t.label),
    ...WORKPLACE.terms.map((t) => t.label),
    ...ALL_INTENT_WORDS.terms.map((t) => t.label),
    ...EVERYDAY.flatMap((e) => e.list.terms.map((t) => t.label)),
  ];
  for (const term of terms) addTerm(index, term);
  if (indexes.size > 200) indexes.clear();
  indexes.set(cacheKey, index);
  return index;
}

function addTerm(index: SoundIndex, term: string) {
  // The index holds the English (Latin) words a Devanagari spelling is matched against by sound, so Latin letters only.
  for (const word of term.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const key = soundKey(word);
    if (key.length < MIN_KEY) continue;
    const words = index.get(key) ?? [];
    if (!words.includes(word)) index.set(key, [...words, word]);
  }
}

/**
 * The English word a Devanagari word sounds like: of the words sharing its consonants, the one
 * spelled closest to it, vowels and all ("ट्रेक" is "trek", not "tricky"), and only when at most half
 * a third of its letters differ ("शिखर" is not "score").
 */
function soundsLike(form: string, index: SoundIndex): string | null {
  const candidates = index.get(soundKey(form));
  if (!candidates) return null;
  const said = spelling(form);
  let best: { word: string; distance: number } | null = null;
  for (const word of candidates) {
    const distance = editDistance(said, spelling(word));
    if (!best || distance < best.distance) best = { word, distance };
  }
  return best && best.distance <= Math.max(1, Math.ceil(said.length / 3)) ? best.word : null;
}

function glossWord(token: string, index: SoundIndex): string {
  const form = matchForm(token);
  if (!hasDevanagari(form)) return LATIN.get(form) ?? form;
  const known = HINDI.get(form) ?? LOANS.get(form);
  if (known !== undefined) return known;
  const latin = romanise(form);
  const asHinglish = LATIN.get(latin);
  if (asHinglish !== undefined) return asHinglish;
  return soundsLike(form, index) ?? latin;
}

/** One sentence's gloss: phrases first (longest), then word by word. */
export function glossSentence(text: string, index: SoundIndex = soundIndex({ skills: [], title: "" })): string {
  const tokens = text.match(TOKEN) ?? [];
  const forms = tokens.map(matchForm);
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const phrase = PHRASE_LIST.find((p) => p.parts.length > 1 && p.parts.every((part, k) => forms[i + k] === part));
    if (phrase) {
      out.push(phrase.to);
      i += phrase.parts.length;
      continue;
    }
    out.push(glossWord(tokens[i]!, index));
    i++;
  }
  return out
    .filter(Boolean)
    .join(" ")
    .replace(/[.!?\n]/g, " ");
}

/** The answer's sentences, each as said and as the rules read it. */
export function readAnswer(transcript: string, context: Pick<MockContext, "skills" | "title">): ReadSentence[] {
  const index = soundIndex(context);
  return sentences(transcript).map((text) => ({ text, gloss: glossSentence(text, index) }));
}

/**
 * The gloss as one text the rules can read (one sentence a line), and the way back from each of its
 * sentences to the words the candidate said, for quoting.
 */
export function glossedTranscript(
  transcript: string,
  context: Pick<MockContext, "skills" | "title">,
): { text: string; original: (sentence: string) => string } {
  const read = readAnswer(transcript, context).filter((s) => s.gloss.trim());
  const back = new Map<string, string>();
  for (const s of read) if (!back.has(`${s.gloss}.`)) back.set(`${s.gloss}.`, s.text);
  return { text: read.map((s) => `${s.gloss}.`).join("\n"), original: (sentence) => back.get(sentence) ?? sentence };
}
