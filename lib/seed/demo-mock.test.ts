import { describe, expect, it } from "vitest";
import { judgeDemoMock } from "./demo-mock";

describe("the demo's seeded review", () => {
  it("hears every demo answer as an answer to its question, the hedged accessible-form one too", async () => {
    const { evaluated } = await judgeDemoMock();
    for (const e of evaluated) {
      expect(e.reason).not.toMatch(/not about what the question asks|does not address/);
      expect(e.score).toBeGreaterThanOrEqual(5);
      expect(e.evidence.length).toBeGreaterThan(0);
    }
    const form = evaluated[1]!;
    expect(form.evidence).toContain("I test with the keyboard only and with a screen reader, sort of at the end of each feature.");
    // Its "um", "I think" and "you know" are counted where they belong: in how it was said.
    expect(form.delivery.fillerCount).toBeGreaterThan(0);
  });
});
