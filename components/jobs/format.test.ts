import { describe, expect, it } from "vitest";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { descriptionPreview, formatApplicants, formatExperience, formatSalaryFull, formatSalaryRange, jobTypeIn } from "./format";

const en = { ...CATALOGS.en.jobCard, ...CATALOGS.en.filters };
const hi = { ...CATALOGS.hi.jobCard, ...CATALOGS.hi.filters };

describe("job formatting", () => {
  it("shows salaries per year, compact on cards and in full on the detail page", () => {
    expect(formatSalaryRange(450_000, 600_000, "INR", en)).toBe("₹4.5L - ₹6L / Year");
    expect(formatSalaryRange(9_000_000, 12_000_000, "INR", en)).toBe("₹90L - ₹1.2Cr / Year");
    expect(formatSalaryFull(450_000, 600_000, "INR", en)).toBe("₹4,50,000 - ₹6,00,000 / Year");
    expect(formatSalaryRange(null, null, "INR", en)).toBe("Salary not stated");
    expect(formatSalaryFull(null, null, "INR", en)).toBe("Salary not stated");
  });

  it("cuts a description to 200 characters at a word", () => {
    const long = "word ".repeat(100);
    const preview = descriptionPreview(long);
    expect(preview.length).toBeLessThanOrEqual(201);
    expect(preview.endsWith("…")).toBe(true);
    expect(descriptionPreview("Short\n\ntext")).toBe("Short text");
  });

  it("calls no experience a fresher", () => {
    expect(formatExperience(0, en)).toBe("Fresher");
    expect(formatExperience(3, en)).toBe("3+ years");
  });

  it("reads in Hindi with the Hindi catalog's words, numbers and ₹ as they are", () => {
    expect(formatSalaryRange(450_000, 600_000, "INR", hi)).toBe("₹4.5L - ₹6L / साल");
    expect(formatSalaryFull(null, null, "INR", hi)).toBe("वेतन नहीं बताया गया");
    expect(formatExperience(0, hi)).toBe("फ्रेशर");
    expect(formatExperience(1, hi)).toBe("1+ साल");
    expect(formatApplicants(1, en)).toBe("1 applicant");
    expect(formatApplicants(1200, hi)).toBe("1,200 आवेदक");
    expect(jobTypeIn("Full-time", hi)).toBe("फ़ुल-टाइम");
    expect(jobTypeIn("Full-time", en)).toBe("Full-time");
  });
});
