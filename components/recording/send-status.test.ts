import { describe, expect, it } from "vitest";
import type { SendState } from "./outbox";
import { sendStateLabel } from "./send-status";

const row = (id: string, qnum: number | null, take?: number, scope = "interview:1"): SendState => ({
  id,
  scope,
  kind: "interview-answer",
  qnum,
  take,
  state: "sending",
  progress: 0,
});

describe("the label of a recording on its way", () => {
  it("names each take of an answer recorded twice, so no two rows read the same", () => {
    const all = [row("a", 1, 1), row("b", 1, 2), row("c", 2, 1)];
    expect(all.map((s) => sendStateLabel(s, all))).toEqual(["Answer 1 · take 1", "Answer 1 · take 2", "Answer 2"]);
  });

  it("names a later take even when it is the only row, and a first take alone plainly", () => {
    expect(sendStateLabel(row("b", 3, 2), [row("b", 3, 2)])).toBe("Answer 3 · take 2");
    expect(sendStateLabel(row("a", 3), [row("a", 3)])).toBe("Answer 3");
  });

  it("does not count a row of another interview as a take of this answer", () => {
    const all = [row("a", 1, 1), row("b", 1, 1, "interview:2")];
    expect(sendStateLabel(all[0]!, all)).toBe("Answer 1");
  });

  it("names a follow-up by the question it follows, never by its own number", () => {
    const followUp: SendState = { ...row("f", 7), scope: "mock:1", kind: "mock-answer", followUpOf: 2 };
    const all = [row("a", 2, 1, "mock:1"), followUp];
    expect(all.map((s) => sendStateLabel(s, all))).toEqual(["Answer 2", "Answer 2 · follow-up"]);
  });

  it("names a recording that answers no question by its noun alone", () => {
    expect(sendStateLabel(row("p", null), [row("p", null)], "Profile video")).toBe("Profile video");
  });
});
