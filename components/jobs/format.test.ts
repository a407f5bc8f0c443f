import { describe, expect, it } from "vitest";
import { descriptionPreview, formatExperience, formatSalaryFull, formatSalaryRange } from "./format";

describe("job formatting", () => {
  it("shows salaries per year, compact on cards and in full on the detail page", () => {
    expect(formatSalaryRange(450_000, 600_000, "INR")).toBe("₹4.5L - ₹6L / Year");
    expect(formatSalaryRange(9_000_000, 12_000_000, "INR")).toBe("₹90L - ₹1.2Cr / Year");
    expect(formatSalaryFull(450_000, 600_000, "INR")).toBe("₹4,50,000 - ₹6,00,000 / Year");
    expect(formatSalaryRange(null, null, "INR")).toBe("Salary not stated");
    expect(formatSalaryFull(null, null, "INR")).toBe("Salary not stated");
  });

  it("cuts a description to 200 characters at a word", () => {
    const long = "word ".repeat(100);
    const preview = descriptionPreview(long);
    expect(preview.length).toBeLessThanOrEqual(201);
    expect(preview.endsWith("…")).toBe(true);
    expect(descriptionPreview("Short\n\ntext")).toBe("Short text");
  });

  it("calls no experience a fresher", () => {
    expect(formatExperience(0)).toBe("Fresher");
    expect(formatExperience(3)).toBe("3+ years");
  });
});
