import { describe, expect, it } from "vitest";
import { completeness, profileItems } from "./profile-completeness";

const empty = {
  firstName: null, lastName: null, designation: null, city: null, mobileVerifiedAt: null,
  resumeKey: null, photoKey: null, linkedinUrl: null, interests: [], expectedCtc: null,
};

describe("profile completeness", () => {
  it("lists what is missing and counts what is done", () => {
    const items = profileItems({ ...empty, firstName: "Asha", lastName: "Verma", resumeKey: "cv/1.pdf", interests: ["UI Engineer"] });
    expect(items.filter((i) => !i.done).map((i) => i.key)).toEqual(["mobile", "designation", "city", "photo", "expectedCtc", "linkedin"]);
    expect(completeness(items)).toBe(33);
    expect(completeness(profileItems(empty))).toBe(0);
  });
});
