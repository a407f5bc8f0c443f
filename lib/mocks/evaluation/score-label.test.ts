import { describe, expect, it } from "vitest";
import { scoreSourceLabel, SPEAKING_ONLY_LABEL } from "./score-label";

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
});
