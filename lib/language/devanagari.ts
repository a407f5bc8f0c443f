// Devanagari as people type it and recognisers write it: normalised (NFC), with the nukta folded
// for matching (ज़ and ज meet), Devanagari digits read as digits, and a Latin-letter reading of our
// own (simple, as Hinglish writers spell: "मैंने" → "maine", "प्रोजेक्ट" → "projekt"). Shared by the
// judge, the question screens and, later, a Hindi interface.

const NUKTA = "\u093C";
const VIRAMA = "\u094D";

/** NFC, the form every comparison starts from (ज़ typed as one code point or as ज + nukta become one). */
export const nfc = (text: string) => text.normalize("NFC");

/** For matching only: the nukta dropped (ज़्यादा and ज्यादा, हज़ार and हजार are the same word to a reader). */
export const foldNukta = (text: string) => nfc(text).replace(/\u093C/g, "");

/** Devanagari digits (०–९) as ASCII digits, so "२०" is a figure like "20". */
export const asciiDigits = (text: string) => text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));

/** Devanagari letters, signs or digits, or the danda and double danda ("।", "॥"), which Unicode shares with other Indian scripts but only Devanagari fonts here can draw. */
export const hasDevanagari = (text: string) => /[\p{Script=Devanagari}\u0964\u0965]/u.test(text);

/** How many of the text's letters are Latin, Devanagari or of another script. */
export function scriptCounts(text: string): { latin: number; devanagari: number; other: number; letters: number } {
  let latin = 0;
  let devanagari = 0;
  let other = 0;
  for (const ch of text.match(/\p{L}/gu) ?? []) {
    if (/\p{Script=Latin}/u.test(ch)) latin++;
    else if (/\p{Script=Devanagari}/u.test(ch)) devanagari++;
    else other++;
  }
  return { latin, devanagari, other, letters: latin + devanagari + other };
}

const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};
const SIGNS: Record<string, string> = {
  "\u093E": "a",
  "\u093F": "i",
  "\u0940": "i",
  "\u0941": "u",
  "\u0942": "u",
  "\u0943": "ri",
  "\u0947": "e",
  "\u0948": "ai",
  "\u094B": "o",
  "\u094C": "au",
  "\u0949": "o",
  "\u0945": "e",
};
const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  ळ: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};
/** Consonants with a nukta, read as the sound the dot marks. */
const NUKTA_CONSONANTS: Record<string, string> = { क: "q", ख: "kh", ग: "gh", ज: "z", ड: "r", ढ: "rh", फ: "f", य: "y" };

type Unit = { consonant: string; vowel: string | null; nasal: string };

/** One word's units: each consonant with its vowel (null: the inherent a), or a vowel standing alone. */
function unitsOf(word: string): Unit[] {
  const units: Unit[] = [];
  const chars = [...nfc(word)];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const last = units[units.length - 1];
    if (CONSONANTS[ch]) {
      const dotted = chars[i + 1] === NUKTA;
      if (dotted) i++;
      units.push({ consonant: dotted ? (NUKTA_CONSONANTS[ch] ?? CONSONANTS[ch]) : CONSONANTS[ch], vowel: null, nasal: "" });
    } else if (VOWELS[ch]) units.push({ consonant: "", vowel: VOWELS[ch], nasal: "" });
    else if (SIGNS[ch] && last) last.vowel = SIGNS[ch];
    else if (ch === VIRAMA && last) last.vowel = "";
    else if ((ch === "\u0902" || ch === "\u0901") && last) last.nasal = "n";
    else if (ch === "\u0903" && last) last.nasal = "h";
    else if (/[\u0966-\u096F]/.test(ch)) units.push({ consonant: asciiDigits(ch), vowel: "", nasal: "" });
  }
  return units;
}

/** The inherent a is not said at a word's end, nor between a vowel-bearing syllable and a consonant with its own vowel ("करना" → "karna"). */
function dropSchwas(units: Unit[]): void {
  const last = units[units.length - 1];
  if (last && last.consonant && last.vowel === null && units.length > 1) last.vowel = "";
  for (let i = units.length - 2; i > 0; i--) {
    const u = units[i]!;
    const before = units[i - 1]!;
    const after = units[i + 1]!;
    if (u.consonant && u.vowel === null && !u.nasal && before.vowel !== "" && after.consonant && after.vowel !== "") u.vowel = "";
  }
}

/** A Latin-letter reading of Devanagari words, as a Hinglish writer spells them; other text is left as it is. */
export function romanise(text: string): string {
  return nfc(text).replace(/[\p{Script=Devanagari}\u0900-\u097F]+/gu, (word) => {
    if (/^[।॥]+$/.test(word)) return word === "।" ? "." : word.replace(/[।॥]/g, ".");
    const units = unitsOf(word);
    dropSchwas(units);
    let out = "";
    units.forEach((u, i) => {
      const next = units[i + 1];
      // The nasal before न or म is heard in them ("मैंने" → "maine").
      const nasal = u.nasal === "n" && next && (next.consonant === "n" || next.consonant === "m") ? "" : u.nasal;
      out += u.consonant + (u.vowel ?? "a") + nasal;
    });
    return out;
  });
}

/**
 * A rough key for how a word sounds, to meet the same word across scripts: "प्रोजेक्ट" and "project",
 * "डेटाबेस" and "database" share one. Vowels and h are left out and near sounds merged; a key of
 * fewer than three consonants says too little to match on.
 */
export function soundKey(word: string): string {
  return spelling(word)
    .replace(/[aeiouyh]/g, "")
    .replace(/(.)\1+/g, "$1");
}

/** The word as it sounds, vowels kept: near sounds merged as in soundKey ("query" → "kuery", "क्वेरी" → "kveri"). */
export function spelling(word: string): string {
  const w = (hasDevanagari(word) ? romanise(word) : word).toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return w
    .replace(/tion\b/g, "shan")
    .replace(/ph/g, "f")
    .replace(/ck/g, "k")
    .replace(/x/g, "ks")
    .replace(/q/g, "k")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/g(?=[ei])/g, "j")
    .replace(/c/g, "k")
    .replace(/sh/g, "s")
    .replace(/z/g, "j")
    .replace(/w/g, "v")
    .replace(/[^a-z0-9]/g, "")
    .replace(/(.)\1+/g, "$1");
}

/** How many letters must change to turn one spelling into the other (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** Devanagari letters, signs and digits, with the joiners that shape conjuncts, as one run of text. */
const DEVANAGARI_RUN = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D]+(?:[ \u00A0]+[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D]+)*/g;

/**
 * The text cut where its script changes: each run drawn with a font that has its letters (a PDF, a
 * canvas). Spaces between Devanagari words stay in the Devanagari run; any other text is one run.
 */
export function scriptRuns(text: string): { text: string; devanagari: boolean }[] {
  const runs: { text: string; devanagari: boolean }[] = [];
  let at = 0;
  for (const match of nfc(text).matchAll(DEVANAGARI_RUN)) {
    if (match.index > at) runs.push({ text: nfc(text).slice(at, match.index), devanagari: false });
    runs.push({ text: match[0], devanagari: true });
    at = match.index + match[0].length;
  }
  const rest = nfc(text).slice(at);
  if (rest) runs.push({ text: rest, devanagari: false });
  return runs;
}
