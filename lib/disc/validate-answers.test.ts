import { describe, expect, it } from "vitest";
import { DISC_MESSAGES } from "./schema";
import { answersFor } from "./test-answers";
import { validateCompleteAnswers, validateProgress } from "./validate-answers";

const full = answersFor("D", "S");
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  return null;
};

describe("checking DISC answers", () => {
  it("accepts all 24 blocks in any order and returns them in block order", () => {
    expect(validateCompleteAnswers([...full].reverse())).toEqual(full);
  });

  it("refuses an incomplete set", () => {
    expect(refusal(() => validateCompleteAnswers(full.slice(1)))).toEqual({ code: "DISC_INCOMPLETE", message: DISC_MESSAGES.incomplete });
    const halfAnswered = full.map((a, i) => (i === 5 ? { ...a, least: null } : a));
    expect(refusal(() => validateCompleteAnswers(halfAnswered))).toEqual({ code: "DISC_INCOMPLETE", message: DISC_MESSAGES.incomplete });
  });

  it("refuses the same statement as most and least like me", () => {
    const same = full.map((a, i) => (i === 0 ? { ...a, least: a.most } : a));
    expect(refusal(() => validateCompleteAnswers(same))?.message).toBe(DISC_MESSAGES.sameChoice);
  });

  it("refuses a statement from another block, an unknown block and a block answered twice", () => {
    const foreign = full.map((a, i) => (i === 0 ? { ...a, most: full[1]!.most } : a));
    expect(refusal(() => validateCompleteAnswers(foreign))?.message).toBe(DISC_MESSAGES.unknown);
    expect(refusal(() => validateCompleteAnswers([...full, { blockId: "b99", most: "b99-1", least: "b99-2" }]))?.message).toBe(DISC_MESSAGES.unknown);
    expect(refusal(() => validateCompleteAnswers([...full, full[3]!]))?.message).toBe(DISC_MESSAGES.duplicate);
  });

  it("keeps partial progress, dropping blocks with no choice yet", () => {
    const partial = [
      { blockId: "b03", most: "b03-2", least: null },
      { blockId: "b01", most: "b01-1", least: "b01-4" },
      { blockId: "b02", most: null, least: null },
    ];
    expect(validateProgress(partial)).toEqual([partial[1], partial[0]]);
  });
});
