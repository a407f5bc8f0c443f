// A mock interview's numbers and words, shared by the browser and the server: its length and how
// soon it is ready, the new-mock form's choices and messages, answer limits and the review's.
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";

export const FILL_ALL_FIELDS = "Please fill all required fields";
export const CREATE_MOCK_FAILED = "Creating mock interview failed , try again ";

/** Case-insensitive autocomplete over a list, as the form's title and value fields do. */
export function filterOptions(options: readonly string[], query: string, limit: number): string[] {
  const q = query.trim().toLowerCase();
  return options.filter((o) => o.toLowerCase().includes(q)).slice(0, limit);
}

export const MOCK_CONSENT_PREVIEW_SECONDS = 10;
export const MOCK_SKILLS_MAX = 3;
export const MOCK_EXPERIENCE_OPTIONS = Array.from({ length: 26 }, (_, i) => i);
export const MOCK_DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export const MOCK_VALUES = [
  "integrity",
  "ethics",
  "teamwork",
  "innovation",
  "diversity",
  "inclusion",
  "collaboration",
  "excellence",
  "accountability",
] as const;
export const AUTOCOMPLETE_LIMIT = 1000;
/**
 * Questions in every mock interview, for every plan. The spec shows both 15 (consent screen) and 6
 * (plans page); we ask 6, at up to 3 minutes each, and say so on both screens.
 */
export const MOCK_QUESTION_COUNT = 6;
/** A mock of `questions` questions at its longest: every question answered to its limit. */
export function mockMaxMinutes(questions: number): number {
  return Math.ceil((questions * SECONDS_PER_QUESTION) / 60);
}
export const MOCK_MAX_MINUTES = mockMaxMinutes(MOCK_QUESTION_COUNT);
/**
 * How soon the scored feedback is ready after the last answer. Measured (`npm run bench -- mocks`)
 * at under 4 s with a model at 1 s a call; a minute leaves room for a slow provider.
 */
export const MOCK_FEEDBACK_READY_TEXT = "scored feedback within a minute of your last answer";
/** How soon a new mock's questions are ready (the spec tells the candidate about 2 minutes). */
export const MOCK_QUESTIONS_READY_TEXT = "Your questions are ready within 2 minutes, usually in seconds";
/**
 * A mock's length, said the same way on the consent screen, the plans page, /mock and
 * /mock/new-mock: the number of questions, the time per answer and the whole. The consent screen
 * states the mock's own number of questions (a mock may have fewer than the standard).
 */
export function mockDurationText(questions: number, answerSeconds: number = SECONDS_PER_QUESTION): string {
  const minutes = Math.ceil((questions * answerSeconds) / 60);
  const whole = Math.floor(answerSeconds / 60);
  const rest = answerSeconds % 60;
  const each = rest === 0 ? `${whole} minutes` : `${whole} minutes ${rest} seconds`;
  return `${questions} question${questions === 1 ? "" : "s"}, up to ${each} ${questions === 1 ? "" : "each "}(${minutes} minute${minutes === 1 ? "" : "s"} at most)`;
}
export const MOCK_DURATION_TEXT = mockDurationText(MOCK_QUESTION_COUNT);
/** Question audio links handed to the interview screen: long enough for a whole mock. */
export const MOCK_AUDIO_LINK_TTL_SECONDS = 30 * 60;
/** The answer time a candidate chooses for a mock (1×, 1.5×, 2×), as extra percent (WCAG 2.2.1). */
export const MOCK_EXTRA_TIME_CHOICES = [0, 50, 100] as const;
/** Seconds before the end of an answer when the countdown warns. */
export const MOCK_ANSWER_WARNING_SECONDS = 30;
/** The longest typed mock answer: more than anyone types in the longest answer time. */
export const TYPED_ANSWER_MAX_CHARS = 4000;
/** Signals sent with an answer: speech segments and the browser's own transcript, bounded. */
export const MOCK_SEGMENTS_MAX = 2000;
export const MOCK_BROWSER_TRANSCRIPT_MAX_CHARS = 20_000;
/** "Try this question again": new takes of one question after the review (take 1 is the interview's answer); no credit. */
export const MOCK_RETAKES_PER_QUESTION = 3;
/** A question whose latest take scored this or less (for content or for speaking) is a weak spot. */
export const WEAK_SPOT_MAX_SCORE = 5;
/** Camera: a stretch looking away (or out of view) is reported once it lasts this long. */
export const MOCK_CAMERA_AWAY_MIN_SECONDS = 2;
/** Camera stretches kept per answer. */
export const MOCK_CAMERA_STRETCHES_MAX = 50;
/** Points in a question's guide ("what a strong answer covers"). */
export const MOCK_GUIDE_POINTS_MAX = 4;
