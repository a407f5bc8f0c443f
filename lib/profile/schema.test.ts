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
    expect(ZUpdateProfileSchema.parse({ ...valid, linkedin: "https://in.linkedin.com/in/asha" }).linkedin).toBe("https://in.linkedin.com/in/asha");
    for (const bad of ["https://example.com/in/asha", "https://linkedin.com/", "javascript:alert(1)", "not a link"]) {
      expect(errorsOf({ ...valid, linkedin: bad }), bad).toEqual({ linkedin: "Please enter a valid LinkedIn profile URL" });
    }
  });

  it("refuses repeated interests and more than the limit", () => {
    expect(errorsOf({ ...valid, interest: ["UI Engineer", "ui engineer"] })).toEqual({ interest: "Each interest can be picked once" });
    const many = Array.from({ length: 11 }, (_, i) => `Title ${i}`);
    expect(errorsOf({ ...valid, interest: many })).toEqual({ interest: "You can pick up to 10 interests" });
  });

  it("trims skills and keeps each once, the first spelling winning", () => {
    const parsed = ZUpdateProfileSchema.parse({ skills: [" TypeScript ", "React", "typescript", "REACT", "Node.js"] });
    expect(parsed.skills).toEqual(["TypeScript", "React", "Node.js"]);
    expect(ZUpdateProfileSchema.parse({ skills: [] }).skills).toEqual([]);
  });

  it("refuses a blank skill, one over 40 characters and more than 30 different ones", () => {
    expect(errorsOf({ skills: ["SQL", "  "] })).toEqual({ skills: "A skill cannot be blank" });
    expect(ZUpdateProfileSchema.parse({ skills: ["x".repeat(40)] }).skills).toEqual(["x".repeat(40)]);
    expect(errorsOf({ skills: ["x".repeat(41)] })).toEqual({ skills: "Keep each skill to 40 characters or fewer" });
    const thirty = Array.from({ length: 30 }, (_, i) => `Skill ${i + 1}`);
    expect(ZUpdateProfileSchema.parse({ skills: thirty }).skills).toHaveLength(30);
    expect(errorsOf({ skills: [...thirty, "Skill 31"] })).toEqual({ skills: "You can list up to 30 skills" });
    // Repeats do not count towards the limit.
    expect(ZUpdateProfileSchema.parse({ skills: [...thirty, "skill 1"] }).skills).toEqual(thirty);
    expect(errorsOf({ skills: "SQL, React" })).toEqual({ skills: "Please list your skills" });
  });

  it("reads years of experience as whole years from 0 to 50; blank clears them", () => {
    expect(ZUpdateProfileSchema.parse({ experienceYears: "7" }).experienceYears).toBe(7);
    expect(ZUpdateProfileSchema.parse({ experienceYears: 0 }).experienceYears).toBe(0);
    expect(ZUpdateProfileSchema.parse({ experienceYears: 50 }).experienceYears).toBe(50);
    expect(ZUpdateProfileSchema.parse({ experienceYears: "" }).experienceYears).toBeNull();
    expect(ZUpdateProfileSchema.parse({ experienceYears: null }).experienceYears).toBeNull();
    const message = "Please enter your years of experience as a whole number from 0 to 50";
    for (const bad of [51, -1, 2.5, "2.5", "five", "1e1", true]) {
      expect(errorsOf({ experienceYears: bad }), String(bad)).toEqual({ experienceYears: message });
    }
  });

  it("says what is wrong when the body is not an object", () => {
    expect(errorsOf(null)).toEqual({ form: "Please send the profile as JSON" });
  });
});
