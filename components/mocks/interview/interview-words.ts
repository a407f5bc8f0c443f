// The mock interview's words in the interface language: the page hands the wizard its
// `mockInterview` and `recording` namespaces and the refusals it can show (nothing else of the
// catalog), and each step takes what it draws from them.
import type { RecordingWords } from "@/components/recording/recording-words";
import type { Messages } from "@/lib/i18n/catalogs";
import type { ErrorWords } from "@/lib/i18n/say-error";
import { fill } from "@/lib/i18n/fill";
import type { CameraState } from "./camera-status";

export type MockInterviewWords = Messages["mockInterview"];

/**
 * What the wizard is handed: its own words, the shared recording parts', and the server's refusals
 * it can show (`errorWords(locale, MOCK_INTERVIEW_ERRORS)`, said through `sayError`).
 */
export type WizardText = { mock: MockInterviewWords; recording: RecordingWords; errors: ErrorWords };

/** "6 questions, up to 2 minutes each (12 minutes at most)" in a sentence: mockDurationText's words, in the interface language. */
export function mockLengthText(questions: number, answerSeconds: number, words: MockInterviewWords): string {
  const minutes = Math.ceil((questions * answerSeconds) / 60);
  const m = Math.floor(answerSeconds / 60);
  const s = answerSeconds % 60;
  const each = s === 0 ? fill(words.eachMinutes, { m }) : fill(words.eachMinutesSeconds, { m, s });
  const total = minutes === 1 ? words.minuteOne : fill(words.minutesMany, { n: minutes });
  return fill(questions === 1 ? words.lengthOne : words.lengthMany, { questions, each, minutes: total });
}

/** A question's name to the candidate: "Question 3", or "Follow-up to question 2" (lower: inside a sentence). */
export function questionTitle(q: { qnum: number; follow_up_of: number | null }, words: MockInterviewWords, lower = false): string {
  if (q.follow_up_of !== null) return fill(lower ? words.followUpLower : words.followUpN, { n: q.follow_up_of });
  return fill(lower ? words.questionLower : words.questionN, { n: q.qnum });
}

/** What the candidate is told about the camera figures while they are not measuring. */
export function cameraStatusText(state: Exclude<CameraState["state"], "off">, words: MockInterviewWords): string {
  return state === "loading" ? words.cameraLoading : state === "ready" ? words.cameraReady : words.cameraUnavailable;
}
