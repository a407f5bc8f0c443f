import { describe, expect, it } from "vitest";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { MOCK_FEEDBACK_READY_TEXT, mockDurationText } from "@/lib/mocks/mock-rules";
import { questionName } from "@/lib/mocks/follow-ups/follow-up-rules";
import { mockLengthText, questionTitle } from "./interview-words";

const en = CATALOGS.en.mockInterview;

describe("the mock interview's words", () => {
  it("says a mock's length in English word for word as the other mock pages do", () => {
    for (const [questions, seconds] of [
      [6, 120],
      [1, 120],
      [6, 180],
      [4, 90],
      [1, 30],
    ] as const) {
      expect(mockLengthText(questions, seconds, en)).toBe(`This mock interview has ${mockDurationText(questions, seconds)}, with ${MOCK_FEEDBACK_READY_TEXT}.`);
    }
  });

  it("says it in Hindi with the numbers in place", () => {
    expect(mockLengthText(6, 90, CATALOGS.hi.mockInterview)).toBe(
      "इस mock interview में 6 प्रश्न हैं, हर उत्तर के लिए ज़्यादा से ज़्यादा 1 मिनट 30 सेकंड (कुल 9 मिनट तक), और आख़िरी उत्तर के एक मिनट के भीतर अंकों के साथ फ़ीडबैक।",
    );
  });

  it("names questions as the follow-up rules do in English", () => {
    for (const q of [
      { qnum: 3, follow_up_of: null },
      { qnum: 7, follow_up_of: 2 },
    ]) {
      expect(questionTitle(q, en)).toBe(questionName(q));
      expect(questionTitle(q, en, true)).toBe(questionName(q).toLowerCase());
    }
    expect(questionTitle({ qnum: 7, follow_up_of: 2 }, CATALOGS.hi.mockInterview)).toBe("प्रश्न 2 का फ़ॉलो-अप");
  });
});
