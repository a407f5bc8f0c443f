import { describe, expect, it } from "vitest";
import { candidateData } from "./candidate-factory";
import { demoCandidateData } from "./demo";
import { DEMO_CANDIDATE_EMAIL } from "./demo-credentials";

describe("the candidate factory", () => {
  it("gives each candidate its own id, e-mail, short id and mobile", () => {
    const many = Array.from({ length: 200 }, () => candidateData());
    for (const field of ["id", "email", "shortId", "mobile"] as const) {
      expect(new Set(many.map((c) => c[field])).size).toBe(many.length);
    }
    expect(many[0]!.shortId).toMatch(/^C-[2-9A-HJ-NP-Z]{6}$/);
  });

  it("makes a candidate through onboarding, as the demo candidate is", () => {
    const now = new Date("2026-11-01T00:00:00Z");
    const demo = demoCandidateData("hash", now);
    // Apart from who it is (id, e-mail, short id, mobile, password, interests, the skills and years its CV
    // lists), the demo is the factory's candidate. A factory candidate starts with no skills.
    const { id, email, shortId, mobile, interests, passwordHash, signupSource, skills, experienceYears, ...shared } = demo;
    expect(skills).toHaveLength(8);
    expect(experienceYears).toBe(4);
    expect({ email, shortId, mobile, passwordHash, signupSource }).toEqual({
      email: DEMO_CANDIDATE_EMAIL,
      shortId: "C-DEMO01",
      mobile: "+919800000001",
      passwordHash: "hash",
      signupSource: "seed",
    });
    expect(id).toBeTruthy();
    expect(candidateData({}, now)).toMatchObject(shared);
    expect(candidateData({}, now)).not.toHaveProperty("experienceYears");
    expect(shared).toMatchObject({ onboardingStep: "onboarding_eight", emailVerifiedAt: now, mobileVerifiedAt: now });
    expect(interests).toContain("Frontend Developer");
  });
});
