import { describe, expect, it } from "vitest";
import { DISC_BLOCKS, DISC_TWIN_IDS } from "./blocks";
import { consistencyScore, normalise, scoreDisc, tallyAnswers } from "./score";
import { answersFor, cycle } from "./test-answers";

describe("DISC scoring", () => {
  it("counts most and least picks per style", () => {
    const { most, least } = tallyAnswers(answersFor(cycle(["D", "I"]), "C"));
    expect(most).toEqual({ D: 12, I: 12, S: 0, C: 0 });
    expect(least).toEqual({ D: 0, I: 0, S: 0, C: 24 });
  });

  it("maps net picks onto 0–100, with 50 for as often chosen as rejected", () => {
    expect(normalise(24, 0)).toBe(100);
    expect(normalise(0, 24)).toBe(0);
    expect(normalise(6, 6)).toBe(50);
    expect(normalise(12, 0)).toBe(75);
  });

  describe("pure profiles", () => {
    it.each([
      ["D", "S"],
      ["I", "C"],
      ["S", "D"],
      ["C", "I"],
    ] as const)("always choosing %s as most like me gives a pure %s profile", (style, opposite) => {
      const result = scoreDisc(answersFor(style, opposite));
      expect(result[style]).toBe(100);
      expect(result[opposite]).toBe(0);
      expect(result.primary).toBe(style);
      expect(result.consistency.level).toBe("consistent");
      expect(result.consistency.score).toBe(100);
    });

    it("names as secondary the style rejected least often", () => {
      // D always most; least falls on I twice as often as on S, never on C.
      const result = scoreDisc(answersFor("D", cycle(["I", "I", "S"])));
      expect(result).toMatchObject({ D: 100, C: 50, S: 33, I: 17, primary: "D", secondary: "C" });
    });
  });

  describe("mixed profiles", () => {
    it("two favoured styles become primary and secondary, in order of strength", () => {
      // Influence two blocks in three, Steadiness one in three; Conscientiousness and Dominance rejected.
      const result = scoreDisc(answersFor(cycle(["I", "S", "I"]), cycle(["C", "D"])));
      expect(result.primary).toBe("I");
      expect(result.secondary).toBe("S");
      expect(result.I).toBeGreaterThan(result.S);
      expect(result.S).toBeGreaterThan(result.C);
      expect(result.D + result.I + result.S + result.C).toBe(200);
      expect(result.consistency.level).toBe("consistent");
    });

    it("a profile spread over all four styles still ranks them", () => {
      const result = scoreDisc(answersFor(cycle(["C", "C", "S", "D"]), cycle(["I", "I", "D", "S"])));
      expect(result.primary).toBe("C");
      expect(result.C).toBe(75);
      expect(result.I).toBe(25);
    });
  });

  describe("ties", () => {
    it("equal scores go to the style chosen as most like me more often", () => {
      // D: 12 most, 4 least (net 8). S: 8 most, 0 least (net 8).
      const most = (k: number) => (k < 12 ? "D" : k < 20 ? "S" : "I");
      const least = (k: number) => (k < 12 ? "C" : k < 16 ? "D" : k < 20 ? "I" : "C");
      const result = scoreDisc(answersFor(most, least));
      expect(result.D).toBe(result.S);
      expect(result.primary).toBe("D");
      expect(result.secondary).toBe("S");
    });

    it("a perfect four-way tie falls back to the D, I, S, C order", () => {
      const result = scoreDisc(answersFor(cycle(["D", "I", "S", "C"]), cycle(["I", "S", "C", "D"])));
      expect([result.D, result.I, result.S, result.C]).toEqual([50, 50, 50, 50]);
      expect([result.primary, result.secondary]).toEqual(["D", "I"]);
    });

    it("gives the same answer every time", () => {
      const answers = answersFor(cycle(["S", "C"]), cycle(["D", "I"]));
      expect(scoreDisc(answers)).toEqual(scoreDisc([...answers].reverse()));
    });
  });

  describe("inconsistent answers", () => {
    it("notices a style chosen as most like me in some blocks and least in others, and says so kindly", () => {
      const result = scoreDisc(answersFor(cycle(["D", "I"]), cycle(["I", "D"])));
      expect(result.consistency.level).toBe("inconsistent");
      expect(result.consistency.score).toBeLessThan(40);
      expect(result.consistency.message).toMatch(/contradict/);
      expect(result.consistency.message).toMatch(/retake/);
      expect(result.consistency.message).not.toMatch(/wrong answer|lied|failed|invalid/i);
    });

    it("notices twin statements picked as most like me and least like me", () => {
      const base = answersFor("S", "D");
      expect(consistencyScore(base, tallyAnswers(base).most, tallyAnswers(base).least)).toBe(100);
      // Flip one pair of twins: Dominance picked most in one block, its twin least in another.
      const [a, b] = DISC_TWIN_IDS[0]!;
      const blockOf = (id: string) => DISC_BLOCKS.find((block) => block.statements.some((s) => s.id === id))!.id;
      const flipped = base.map((answer) => {
        if (answer.blockId === blockOf(a))
          return { ...answer, most: a, least: DISC_BLOCKS.find((x) => x.id === answer.blockId)!.statements.find((s) => s.style === "C")!.id };
        if (answer.blockId === blockOf(b)) return { ...answer, least: b };
        return answer;
      });
      const { most, least } = tallyAnswers(flipped);
      // One block of overlap (D once most, 24 least → min 1) costs 4 points; the twin pair 10 more.
      expect(consistencyScore(flipped, most, least)).toBe(86);
    });

    it("a mostly true-to-type set with some noise reads as mixed, not as a contradiction", () => {
      const most = (k: number) => (k % 3 === 2 ? "C" : "I");
      const least = (k: number) => (k % 4 === 3 ? "I" : "C");
      const result = scoreDisc(answersFor(most, (k) => (most(k) === least(k) ? "S" : least(k))));
      expect(result.primary).toBe("I");
      expect(result.consistency.level).toBe("mixed");
      expect(result.consistency.message).toMatch(/starting point/);
    });
  });
});
