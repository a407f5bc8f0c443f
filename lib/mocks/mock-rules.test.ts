import { describe, expect, it } from "vitest";
import { MOCK_DURATION_TEXT, MOCK_QUESTION_COUNT, mockDurationText, mockMaxMinutes } from "@/lib/mocks/mock-rules";

describe("a mock's stated length", () => {
  it("is its own number of questions times the time per answer", () => {
    expect(mockDurationText(3)).toBe("3 questions, up to 3 minutes each (9 minutes at most)");
    expect(mockDurationText(1)).toBe("1 question, up to 3 minutes (3 minutes at most)");
    expect(mockMaxMinutes(5)).toBe(15);
  });

  it("reads the same for the standard mock everywhere", () => {
    expect(MOCK_DURATION_TEXT).toBe(mockDurationText(MOCK_QUESTION_COUNT));
    expect(MOCK_DURATION_TEXT).toBe("6 questions, up to 3 minutes each (18 minutes at most)");
  });
});
