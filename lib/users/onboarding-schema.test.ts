import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/validation/field-errors";
import { isOnboardingComplete, nextStep, ZBasicInfoSchema, ZDesignationSchema, ZProfileDetailsSchema } from "./onboarding-schema";

function errors(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input) as { success: boolean; error?: Parameters<typeof fieldErrors>[0] };
  return result.success ? {} : fieldErrors(result.error!);
}

describe("onboarding forms", () => {
  it("basic info names each missing field in the spec's words and order", () => {
    const result = errors(ZBasicInfoSchema, { firstName: " ", lastName: "", state: "", countryIso: "IN", mobileVerified: false });
    expect(Object.values(result)).toEqual([
      "First name is required",
      "Last name is required",
      "Please select your gender",
      "State is required",
      "Mobile number is not verified yet",
    ]);
  });

  it("designation is required; CTCs are optional whole numbers", () => {
    expect(errors(ZDesignationSchema, { designation: "" }).designation).toBe("Please enter your current designation");
    expect(ZDesignationSchema.parse({ designation: "Analyst", currentCtc: "", expectedCtc: "1,200,000" })).toEqual({
      designation: "Analyst",
      currentCtc: undefined,
      expectedCtc: 1_200_000,
    });
    expect(errors(ZDesignationSchema, { designation: "Analyst", currentCtc: "12.5" }).currentCtc).toMatch(/whole rupees/);
  });

  it("step six needs a CV, refuses duplicate interests and checks LinkedIn", () => {
    expect(errors(ZProfileDetailsSchema, { interest: [], cvUploaded: false }).cvUploaded).toBe("CV is Required");
    expect(errors(ZProfileDetailsSchema, { interest: ["QA", "qa"], cvUploaded: true }).interest).toMatch(/once/);
    expect(errors(ZProfileDetailsSchema, { cvUploaded: true, linkedin: "https://evil.example/in/x" }).linkedin).toMatch(/LinkedIn/);
    expect(ZProfileDetailsSchema.parse({ cvUploaded: true, linkedin: "linkedin.com/in/asha" }).linkedin).toBe("https://linkedin.com/in/asha");
  });

  it("steps only move forward and onboarding counts as done from step seven", () => {
    expect(nextStep("onboarding_three")).toBe("onboarding_four");
    expect(nextStep("onboarding_eight")).toBe("onboarding_eight");
    expect(isOnboardingComplete("onboarding_six")).toBe(false);
    expect(isOnboardingComplete("onboarding_seven")).toBe(true);
  });
});
