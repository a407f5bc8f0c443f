// The review's words in the candidate's language, handed by the page to the review's islands (the
// `mockReview` and `mockScore` namespaces, and `recording` for the retake recorder's shared parts), and the small helpers that put figures into them.
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/catalogs";
import type { MockLanguage } from "@/lib/language/languages";

export type ReviewText = Messages["mockReview"] & { score: Messages["mockScore"]; recordingWords: Messages["recording"] };

/** "12 s" in English, "12 सेकंड" in Hindi. */
export const secondsIn = (text: ReviewText, n: number | string) => fill(text.seconds, { n });

/** A question's name: "Question 2", or "Follow-up to question 1" (lib/mocks/follow-ups `questionName`). */
export const questionNameIn = (text: ReviewText, q: { qnum: number; follow_up_of: number | null }) =>
  q.follow_up_of !== null ? fill(text.followUpOf, { n: q.follow_up_of }) : fill(text.questionN, { n: q.qnum });

const LANGUAGE_KEYS = { en: "langEn", hi: "langHi", hinglish: "langHinglish" } as const;
export const languageIn = (text: ReviewText, language: MockLanguage) => text[LANGUAGE_KEYS[language]];

const DIFFICULTY_KEYS: Record<string, "easy" | "medium" | "hard"> = { Easy: "easy", Medium: "medium", Hard: "hard" };
/** The mock's difficulty as the list names it ("Medium"), in the interface language. */
export const difficultyIn = (text: ReviewText, label: string) => (DIFFICULTY_KEYS[label] ? text[DIFFICULTY_KEYS[label]] : label);
