// Can the words we were given be the words that were said? A transcript with more words than the
// speech time allows, or none over long speech, was misheard: judging its content would judge the
// mishearing. Those answers get no content score, only the speaking measures.
// An answer in another language than the mock's was heard; it is not judged either, and says so
// truthfully: the candidate answered in Hindi in an English mock, not "we could not hear you".
import { scriptCounts } from "@/lib/language/devanagari";
import { LANGUAGE_NAMES, type MockLanguage } from "@/lib/language/languages";
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
  "hai hain tha thi the ka ki ke ko ne se mein main mai aur bhi nahi nahin kya kyun kyunki kaise jab tab yeh ye woh wo hum humne maine mujhe mera meri hamara hamari aap apna apni tum tha kiya kiye kar karna karte raha rahi gaya gayi bahut sab kuch liye wala wali".split(
    " ",
  ),
);

export type HearingDoubt = "too-many-words" | "no-words";

/** The language an answer was given in, as far as its letters and words tell: Hindi (either script), English, or another. */
export type AnswerLanguage = "en" | "hi" | "other";

export function answerLanguage(text: string): AnswerLanguage {
  const { latin, devanagari, other, letters } = scriptCounts(text);
  if (letters >= 10 && other / letters >= 0.3) return "other";
  if (letters >= 10 && devanagari / letters >= 0.2) return "hi";
  const list = words(text);
  if (list.length >= 6 && list.filter((w) => ROMAN_HINDI.has(w)).length / list.length >= 0.25) return "hi";
  return latin > 0 || letters === 0 ? "en" : "other";
}

/**
 * Why an answer in another language than the mock's is not judged, in words that say what happened;
 * null when the answer is in the mock's language (Hindi and Hinglish mocks take Hindi, English and both mixed).
 */
export function otherLanguageReason(text: string, mock: MockLanguage): string | null {
  const said = answerLanguage(text);
  if (mock === "en") {
    if (said === "hi")
      return "You answered in Hindi; this mock is in English, so the content of this answer was not scored. Choose Hindi or Hinglish when you create your next mock.";
    if (said === "other") return "You answered in a language other than English; this mock is in English, so the content of this answer was not scored.";
    return null;
  }
  if (said === "other")
    return `You answered in a language other than Hindi or English; this mock is in ${LANGUAGE_NAMES[mock].en}, so the content of this answer was not scored.`;
  return null;
}

export function hearingDoubt(text: string, delivery: DeliveryMetrics): HearingDoubt | null {
  const list = words(text);
  // The recording's length bounds the time anyone spoke in it; the voice detector may miss quiet speech, so it is only the fallback.
  const seconds = delivery.durationSeconds ?? delivery.speakingSeconds;
  if (list.length === 0) return (delivery.speakingSeconds ?? 0) > HEARD_SPEECH_SECONDS ? "no-words" : null;
  if (seconds !== null && list.length > seconds * MAX_WORDS_PER_SECOND + SLACK_WORDS) return "too-many-words";
  return null;
}
