import { describe, expect, it } from "vitest";
import { completeness, profileItems } from "./profile-completeness";

const empty = {
  firstName: null,
  lastName: null,
  designation: null,
  city: null,
  state: null,
  country: null,
  mobileVerifiedAt: null,
  resumeKey: null,
  photoKey: null,
  linkedinUrl: null,
  interests: [],
  expectedCtc: null,
};

describe("profile completeness", () => {
  it("lists what is missing and counts what is done", () => {
    const items = profileItems({ ...empty, firstName: "Asha", lastName: "Verma", resumeKey: "cv/1.pdf", interests: ["UI Engineer"] });
    expect(items.filter((i) => !i.done).map((i) => i.key)).toEqual(["mobile", "designation", "location", "photo", "expectedCtc", "linkedin"]);
    expect(completeness(items)).toBe(33);
    expect(completeness(profileItems(empty))).toBe(0);
  });

  it("takes the location onboarding asked for (state and country) as given, without asking again for a city", () => {
    const items = profileItems({ ...empty, state: "Goa", country: "India" });
    expect(items.find((i) => i.key === "location")?.done).toBe(true);
    expect(items.map((i) => i.missing).join(", ")).not.toContain("city");
  });
});
