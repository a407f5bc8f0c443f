import { describe, expect, it } from "vitest";
import { canMove, chipLabel, countByTab, tabOf } from "./status";

describe("application statuses", () => {
  it("groups the tabs as the spec says", () => {
    expect(["APPLIED", "IN_REVIEW", "NOT_SELECTED"].map((s) => tabOf(s as never))).toEqual(["In Review", "In Review", "In Review"]);
    expect(["ELIGIBLE", "INTERVIEW_SCHEDULED", "LINK_EXPIRED", "INTERVIEW_DONE", "PROCESS_COMPLETED"].map((s) => tabOf(s as never))).toEqual(
      Array(5).fill("Shortlisted"),
    );
    expect(tabOf("HIRED")).toBe("Hired");
    expect(countByTab(["APPLIED", "HIRED", "ELIGIBLE", "NOT_SELECTED"])).toEqual({ "In Review": 2, Shortlisted: 1, Hired: 1 });
  });

  it("labels a scheduled interview 'Interview is Scheduled'", () => {
    expect(chipLabel("INTERVIEW_SCHEDULED")).toBe("Interview is Scheduled");
    expect(chipLabel("IN_REVIEW")).toBe("In Review");
  });

  it("moves forward, to Not Selected from anywhere open, and back only where a process does", () => {
    expect(canMove("APPLIED", "ELIGIBLE")).toBe(true);
    expect(canMove("ELIGIBLE", "HIRED")).toBe(true);
    expect(canMove("ELIGIBLE", "APPLIED")).toBe(false);
    expect(canMove("INTERVIEW_DONE", "NOT_SELECTED")).toBe(true);
    expect(canMove("NOT_SELECTED", "IN_REVIEW")).toBe(true);
    expect(canMove("NOT_SELECTED", "HIRED")).toBe(false);
    expect(canMove("INTERVIEW_SCHEDULED", "LINK_EXPIRED")).toBe(true);
    expect(canMove("LINK_EXPIRED", "INTERVIEW_SCHEDULED")).toBe(true);
    expect(canMove("LINK_EXPIRED", "INTERVIEW_DONE")).toBe(true);
    expect(canMove("LINK_EXPIRED", "HIRED")).toBe(false);
    expect(canMove("ELIGIBLE", "LINK_EXPIRED")).toBe(false);
    expect(canMove("HIRED", "NOT_SELECTED")).toBe(false);
    expect(canMove("IN_REVIEW", "IN_REVIEW")).toBe(false);
  });
});
