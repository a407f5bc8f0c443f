import { describe, expect, it } from "vitest";
import { matchingTitles, titleTyped } from "./interest-picker";

const TITLES = ["Data Engineer", "Big Data Analyst", "Data Scientist", "Frontend Developer", "Backend Developer"];

describe("interest suggestions", () => {
  it("offers titles containing what is typed, those starting with it first, ignoring case", () => {
    expect(matchingTitles(TITLES, "data", [])).toEqual(["Data Engineer", "Data Scientist", "Big Data Analyst"]);
  });

  it("leaves out titles already picked, whatever their case", () => {
    expect(matchingTitles(TITLES, "developer", ["frontend developer"])).toEqual(["Backend Developer"]);
  });

  it("offers the industry's first titles before anything is typed", () => {
    expect(matchingTitles(TITLES, "  ", [])).toEqual(TITLES);
  });
});

describe("a typed interest", () => {
  it("is a title only when it is one on the list, whatever its case or spacing", () => {
    expect(titleTyped(TITLES, "  frontend   DEVELOPER ")).toBe("Frontend Developer");
    expect(titleTyped(TITLES, "front")).toBeUndefined();
    expect(titleTyped(TITLES, "")).toBeUndefined();
  });
});
