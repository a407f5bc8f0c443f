import { describe, expect, it } from "vitest";
import { askingOrder, resumeAt, withFollowUp, type WizardQuestion } from "./question-order";

const q = (qnum: number, follow_up_of: number | null = null): WizardQuestion => ({
  qnum,
  question: `Q${qnum}`,
  reading: null,
  audio: null,
  follow_up_of,
  answer_seconds: follow_up_of ? 90 : 180,
});

describe("the order questions are asked in", () => {
  it("asks each follow-up right after its main question, whatever its number", () => {
    const order = askingOrder([q(1), q(2), q(3), q(4), q(5), q(6), q(7, 2), q(8, 5)]);
    expect(order.map((x) => x.qnum)).toEqual([1, 2, 7, 3, 4, 5, 8, 6]);
    expect(resumeAt(order, [1, 2, 7, 3])).toBe(4);
    expect(resumeAt(order, [])).toBe(0);
    expect(withFollowUp(order, q(9, 6)).map((x) => x.qnum)).toEqual([1, 2, 7, 3, 4, 5, 8, 6, 9]);
    expect(withFollowUp(askingOrder([q(1), q(2), q(3)]), q(4, 1)).map((x) => x.qnum)).toEqual([1, 4, 2, 3]);
  });
});
