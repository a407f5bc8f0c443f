import { describe, expect, it } from "vitest";
import { ZDesignationSchema } from "@/lib/users/onboarding-schema";
import { ZUpdateProfileSchema } from "./schema";
import { fieldErrors } from "@/lib/validation/field-errors";

const valid = { firstName: " Asha ", lastName: "Verma", gender: "Female", designation: "Frontend Developer" };

function errorsOf(input: unknown) {
  const result = ZUpdateProfileSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("the profile edit schema", () => {
  it("refuses blank names, gender and designation, in the spec's words", () => {
    expect(errorsOf({ firstName: "", lastName: " ", gender: "", designation: "" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      gender: "Please select your gender",
      designation: "Please enter your current designation",
    });
    expect(errorsOf({ ...valid, firstName: "   ", gender: "Other" })).toEqual({
      firstName: "First name is required",
      gender: "Please select your gender",
    });
  });

  it("trims text and turns blank optional fields into a cleared value", () => {
    const parsed = ZUpdateProfileSchema.parse({ ...valid, city: "  ", linkedin: "", currentCTC: "", jobIndustry: " " });
    expect(parsed).toMatchObject({ firstName: "Asha", city: null, linkedin: null, currentCTC: null, jobIndustry: null });
  });

  it("leaves out what the request leaves out, so saved values are kept", () => {
    const parsed = ZUpdateProfileSchema.parse(valid);
    expect(parsed.city).toBeUndefined();
    expect(parsed.interest).toBeUndefined();
    expect(parsed.expectedCTC).toBeUndefined();
  });

  it("reads pay as whole rupees, with or without commas", () => {
    expect(ZUpdateProfileSchema.parse({ ...valid, currentCTC: "12,00,000", expectedCTC: 1500000 })).toMatchObject({
      currentCTC: 1_200_000,
      expectedCTC: 1_500_000,
    });
    expect(errorsOf({ ...valid, currentCTC: "12.5" })).toEqual({ currentCTC: "Please enter the amount in whole rupees" });
    expect(errorsOf({ ...valid, expectedCTC: -1 })).toEqual({ expectedCTC: "Please enter the amount in whole rupees" });
    expect(errorsOf({ ...valid, expectedCTC: "lots" })).toEqual({ expectedCTC: "Please enter the amount in whole rupees" });
  });

  it("refuses pay typed with letters, a decimal point or an exponent instead of reading it as another amount", () => {
    for (const typed of ["12abc.5", "1e6", "0x10", "12 lakh"]) {
      expect(errorsOf({ ...valid, currentCTC: typed })).toEqual({ currentCTC: "Please enter the amount in whole rupees" });
      expect(ZDesignationSchema.safeParse({ designation: "Analyst", currentCtc: typed }).success).toBe(false);
    }
    expect(ZDesignationSchema.parse({ designation: "Analyst", expectedCtc: "12 50 000" }).expectedCtc).toBe(1_250_000);
  });

  it("accepts LinkedIn profile links only, adding https:// when missing", () => {
    expect(ZUpdateProfileSchema.parse({ ...valid, linkedin: "linkedin.com/in/asha" }).linkedin).toBe("https://linkedin.com/in/asha");
    expect(ZUpdateProfileSchema.parse({ ...valid, linkedin: "https://in.linkedin.com/in/asha" }).linkedin).toBe(
      "https://in.linkedin.com/in/asha",
    );
    for (const bad of ["https://example.com/in/asha", "https://linkedin.com/", "javascript:alert(1)", "not a link"]) {
      expect(errorsOf({ ...valid, linkedin: bad }), bad).toEqual({ linkedin: "Please enter a valid LinkedIn profile URL" });
    }
  });

  it("refuses repeated interests and more than the limit", () => {
    expect(errorsOf({ ...valid, interest: ["UI Engineer", "ui engineer"] })).toEqual({ interest: "Each interest can be picked once" });
    const many = Array.from({ length: 11 }, (_, i) => `Title ${i}`);
    expect(errorsOf({ ...valid, interest: many })).toEqual({ interest: "You can pick up to 10 interests" });
  });

  it("says what is wrong when the body is not an object", () => {
    expect(errorsOf(null)).toEqual({ form: "Please send the profile as JSON" });
  });
});
