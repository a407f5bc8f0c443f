// The review's words that lib code keeps an English default for (the e-mail, the partner API and
// tests call it without words) are the English catalog's, word for word.
import { describe, expect, it } from "vitest";
import { formatDelay } from "@/lib/format";
import { ENGLISH_SCORE_WORDS, scoreHeadline, scoreSourceLabel } from "@/lib/mocks/evaluation/score-label";
import { messagesFor } from "./catalogs";

describe("the mock review's words", () => {
  it("keeps the score's English default as the English catalog's mockScore", () => {
    expect(ENGLISH_SCORE_WORDS).toEqual(messagesFor("en", "mockScore"));
  });

  it("writes how long an answer was held up with the English catalog's units by default, and in Hindi when handed Hindi", () => {
    const en = messagesFor("en", "mockReview");
    for (const s of [12, 300, 3600, 3900]) expect(formatDelay(s, en)).toBe(formatDelay(s));
    expect(formatDelay(3900)).toBe("1 h 5 min");
    expect(formatDelay(3900, messagesFor("hi", "mockReview"))).toBe("1 घंटे 5 मिनट");
  });

  it("says in Hindi what gave a score and what the total rests on", () => {
    const hi = messagesFor("hi", "mockScore");
    expect(scoreSourceLabel("rule-based", true, true, hi)).toBe("HireReady के नियमों ने आपके लिखे से स्कोर दिया");
    expect(scoreSourceLabel("openai:gpt-test", false, false, hi)).toBe("AI मॉडल (gpt-test) ने पढ़ा: सामग्री का कोई स्कोर नहीं");
    const spoken = (score: number | null) => ({ answered: true, score, answer_kind: "video" as const });
    expect(scoreHeadline([spoken(7), spoken(null), spoken(null)], 7, "rule-based", hi)).toMatchObject({
      basis: "3 जवाबों में से 1 के आधार पर",
      answered: "3 में से 3 सवालों के जवाब दिए",
      warning: hi.fewScored,
    });
  });
});
