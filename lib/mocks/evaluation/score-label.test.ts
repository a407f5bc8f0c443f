import { describe, expect, it } from "vitest";
import { FEW_ANSWERS_SCORED, scoreHeadline, scoreSourceLabel, SPEAKING_ONLY_LABEL } from "./score-label";

describe("what gave a score, in a candidate's words", () => {
  it("says an answer the rules read but could not judge has no content score", () => {
    expect(scoreSourceLabel("rule-based")).toBe("Scored by HireReady's rules from what you said");
    expect(scoreSourceLabel("rule-based", false)).toBe("Read by HireReady's rules from what you said: no content score");
    expect(scoreSourceLabel("openai:gpt-test", false)).toMatch(/no content score/);
    expect(scoreSourceLabel("none", false)).toBe(SPEAKING_ONLY_LABEL);
  });

  it("says a typed answer's words were written, not said", () => {
    expect(scoreSourceLabel("rule-based", true, true)).toBe("Scored by HireReady's rules from what you wrote");
    expect(scoreSourceLabel("rule-based", false, true)).toBe("Read by HireReady's rules from what you wrote: no content score");
    expect(scoreSourceLabel("openai:gpt-test", true, true)).toBe("Scored by an AI model (gpt-test) from your typed answer");
    expect(scoreSourceLabel("openai:gpt-test", true)).toBe("Scored by an AI model (gpt-test) from your transcript");
  });

  describe("the total says what it rests on", () => {
    const spoken = (score: number | null) => ({ answered: true, score, answer_kind: "video" as const });
    const typed = (score: number | null) => ({ answered: true, score, answer_kind: "typed" as const });
    const skipped = { answered: false, score: null, answer_kind: null };

    it("a total from one typed answer of nine: its basis, the warning beside it, and words that were written", () => {
      const results = [typed(6.1), ...Array.from({ length: 8 }, () => spoken(null))];
      expect(scoreHeadline(results, 6.1, "rule-based")).toEqual({
        total: "6.10",
        basis: "from 1 of 9 answers",
        answered: "9 of 9 questions answered",
        warning: FEW_ANSWERS_SCORED,
        source: "Scored by HireReady's rules from what you wrote",
      });
    });

    it("answered and scored are counted apart; half scored or more carries no warning", () => {
      const h = scoreHeadline([spoken(7), typed(5), spoken(null), spoken(8), skipped, skipped], 6.67, "rule-based");
      expect(h).toMatchObject({ basis: "from 3 of 4 answers", answered: "4 of 6 questions answered", warning: null });
      expect(h.source).toBe("Scored by HireReady's rules from what you said and wrote");
      expect(scoreHeadline([spoken(7), spoken(null), spoken(null)], 7, "openai:gpt-test")).toMatchObject({
        basis: "from 1 of 3 answers",
        warning: FEW_ANSWERS_SCORED,
        source: "Scored by an AI model (gpt-test) from your transcript",
      });
    });

    it("nothing scored or nothing answered says so, with no number", () => {
      expect(scoreHeadline([spoken(null), spoken(null)], null, "rule-based")).toMatchObject({
        total: "–",
        basis: "from 0 of 2 answers",
        warning: FEW_ANSWERS_SCORED,
        source: "Read by HireReady's rules from what you said: no content score",
      });
      expect(scoreHeadline([skipped, skipped], null, "rule-based")).toMatchObject({
        total: "–",
        basis: "no question was answered",
        answered: "0 of 2 questions answered",
        warning: null,
      });
      expect(scoreHeadline([spoken(4)], 4, "rule-based").basis).toBe("from 1 of 1 answer");
    });
  });
});
