// Can the words we were given be the words that were said? A transcript with more words than the
// speech time allows, none over long speech, or in another language than the mock's English
// (another script, or Hindi in Latin letters) was misheard: judging its content would judge the
// mishearing. Those answers get no content score, only the speaking measures.
import type { DeliveryMetrics } from "./types";
import { words } from "./text";

export const UNCLEAR_HEARING_REASON =
  "We could not hear you clearly enough to judge your words, so this answer has no content score: only how you spoke was measured.";

/** Faster than anyone speaks in an interview (270 words a minute), with a few words of slack for timing. */
const MAX_WORDS_PER_SECOND = 4.5;
const SLACK_WORDS = 5;
/** Speech the detector heard for longer than this, with an empty transcript, means we missed the words. */
export const HEARD_SPEECH_SECONDS = 3;

/**
 * Everyday words of Hindi written in Latin letters, as speech-to-text writes Hindi when it expects
 * English. Most of a transcript's words coming from them says the answer was given in Hindi.
 */
const ROMAN_HINDI = new Set(
  "hai hain tha thi the ka ki ke ko ne se mein main mai aur bhi nahi nahin kya kyun kyunki kaise jab tab yeh ye woh wo hum humne maine mujhe mera meri hamara hamari aap apna apni tum tha kiya kiye kar karna karte raha rahi gaya gayi bahut sab kuch liye wala wali".split(" "),
);

export type HearingDoubt = "too-many-words" | "no-words" | "other-language";

export function hearingDoubt(text: string, delivery: DeliveryMetrics): HearingDoubt | null {
  const list = words(text);
  // The recording's length bounds the time anyone spoke in it; the voice detector may miss quiet speech, so it is only the fallback.
  const seconds = delivery.durationSeconds ?? delivery.speakingSeconds;
  if (list.length === 0) return (delivery.speakingSeconds ?? 0) > HEARD_SPEECH_SECONDS ? "no-words" : null;
  if (seconds !== null && list.length > seconds * MAX_WORDS_PER_SECOND + SLACK_WORDS) return "too-many-words";
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /[a-z]/i.test(c)).length;
  if (letters.length >= 10 && latin / letters.length < 0.8) return "other-language";
  if (list.length >= 6 && list.filter((w) => ROMAN_HINDI.has(w)).length / list.length >= 0.25) return "other-language";
  return null;
}
