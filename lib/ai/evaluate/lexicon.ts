// The words and phrases delivery feedback counts. Our own lists, kept short and plain on purpose:
// each entry is something a listener notices, and the review names every one it counted.
import { HINDI_FILLERS, HINDI_HEDGES } from "./hindi/glossary";
import { words, type PhraseRule } from "./text";

const DETERMINERS = [
  "what",
  "which",
  "a",
  "an",
  "the",
  "this",
  "that",
  "any",
  "some",
  "every",
  "one",
  "same",
  "different",
  "another",
  "no",
  "each",
  "these",
  "those",
  "all",
] as const;

export const FILLER_RULES: readonly PhraseRule[] = [
  { phrase: "um" },
  { phrase: "umm" },
  { phrase: "uh" },
  { phrase: "uhm" },
  { phrase: "er" },
  { phrase: "erm" },
  { phrase: "hmm" },
  { phrase: "you know" },
  { phrase: "i mean" },
  { phrase: "sort of", notAfter: DETERMINERS },
  { phrase: "kind of", notAfter: DETERMINERS },
  { phrase: "you see" },
  { phrase: "like i said" },
  { phrase: "basically" },
  { phrase: "literally" },
];

export const HEDGE_RULES: readonly PhraseRule[] = [
  { phrase: "i think" },
  { phrase: "i guess" },
  { phrase: "i suppose" },
  { phrase: "i believe" },
  { phrase: "i'm not sure" },
  { phrase: "not sure" },
  { phrase: "maybe" },
  { phrase: "perhaps" },
  { phrase: "probably" },
  { phrase: "possibly" },
  { phrase: "might" },
  { phrase: "somewhat" },
  { phrase: "hopefully" },
  { phrase: "more or less" },
];

/** Common words that say nothing about the topic, left out when matching answers to questions. */
export const STOP_WORDS = new Set(
  (
    "a an the and or but if then so of to in on at by for with about from into over under as is are was were be been being " +
    "do does did done have has had having i me my mine we us our you your he she it its they them their this that these those " +
    "what which who whom whose when where why how can could would should will shall may might must not no yes very just also " +
    "there here than too more most some any all each every other such only own same both few many much one two tell describe " +
    "explain give example time situation about would like up out am i'm it's don't didn't get got make made"
  ).split(" "),
);

/** A Hindi or Hinglish mock counts the English lists and the Hindi ones, in either script, folded as words() folds them. */
const hindiRules = (list: string[]): PhraseRule[] => list.map((phrase) => ({ phrase: words(phrase).join(" ") }));
export const HINDI_FILLER_RULES: readonly PhraseRule[] = [
  ...FILLER_RULES,
  ...hindiRules(HINDI_FILLERS).filter((r) => !FILLER_RULES.some((f) => f.phrase === r.phrase)),
];
export const HINDI_HEDGE_RULES: readonly PhraseRule[] = [
  ...HEDGE_RULES,
  ...hindiRules(HINDI_HEDGES).filter((r) => !HEDGE_RULES.some((f) => f.phrase === r.phrase)),
];
