// The mocks list's English catalog says word for word what the list said before, and what the
// screens not translated yet (the plans page, the review) still say from the shared constants.
import { describe, expect, it } from "vitest";
import { CREDITS_FETCH_ERROR } from "@/components/credits/credits-api";
import { SHARE_TEXT } from "@/components/credits/share-targets";
import { TYPED_ANSWER_LABEL } from "@/lib/ai/evaluate/reasons";
import { brand } from "@/lib/brand";
import { fill } from "@/lib/i18n/fill";
import { LANGUAGE_NAMES } from "@/lib/language/languages";
import { DIFFICULTY_LABELS } from "@/lib/mocks/map-mock";
import { MOCK_DURATION_TEXT, MOCK_FEEDBACK_READY_TEXT, MOCK_QUESTIONS_READY_TEXT, mockDurationText } from "@/lib/mocks/mock-rules";
import { mockDuration, mockListText } from "./mock-list-text";

describe("the mocks list's words", () => {
  const en = mockListText("en");

  it("keeps the spec's English: the length, how soon questions and feedback are ready, the intro", () => {
    expect(mockDuration(en)).toBe(MOCK_DURATION_TEXT);
    expect(mockDuration(en, 4)).toBe(mockDurationText(4));
    expect(en.feedbackReady).toBe(MOCK_FEEDBACK_READY_TEXT);
    expect(en.questionsReady).toBe(MOCK_QUESTIONS_READY_TEXT);
    expect(en.introFilled).toBe(
      `Practise for the role you want: ${MOCK_DURATION_TEXT}, spoken aloud and written for your CV, with ${MOCK_FEEDBACK_READY_TEXT}.`,
    );
  });

  it("names difficulties, languages and typed answers as the stored labels do", () => {
    expect(Object.keys(en.difficulty).sort()).toEqual(Object.values(DIFFICULTY_LABELS).sort());
    for (const label of Object.values(DIFFICULTY_LABELS)) expect(en.difficulty[label]).toBe(label);
    expect(en.languages).toEqual({ en: LANGUAGE_NAMES.en.en, hi: LANGUAGE_NAMES.hi.en, hinglish: LANGUAGE_NAMES.hinglish.en });
    expect(en.typedAnswer).toBe(TYPED_ANSWER_LABEL);
  });

  it("keeps the credits' English: the badge's failure and the sentence a share link goes with", () => {
    expect(en.credits.fetchError).toBe(CREDITS_FETCH_ERROR);
    expect(fill(en.credits.shareText, { brand: brand.name })).toBe(SHARE_TEXT);
  });

  it("says the length in Hindi with the same figures", () => {
    expect(mockDuration(mockListText("hi"))).toBe("6 सवाल, हर सवाल के लिए 3 मिनट तक (कुल ज़्यादा से ज़्यादा 18 मिनट)");
    expect(mockListText("hi").tag).toBe("hi-IN");
  });
});
