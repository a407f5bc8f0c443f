import { describe, expect, it } from "vitest";
import { descriptionPreview, formatDate, formatDateTime, formatExperience, formatSalaryFull, formatSalaryRange, formatTimeAgo } from "./format";

describe("job formatting", () => {
  it("shows salaries per year, compact on cards and in full on the detail page", () => {
    expect(formatSalaryRange(450_000, 600_000, "INR")).toBe("₹4.5L - ₹6L / Year");
    expect(formatSalaryRange(9_000_000, 12_000_000, "INR")).toBe("₹90L - ₹1.2Cr / Year");
    expect(formatSalaryFull(450_000, 600_000, "INR")).toBe("₹4,50,000 - ₹6,00,000 / Year");
  });

  it("dates from epoch seconds in India time", () => {
    expect(formatDate(Date.UTC(2025, 0, 11, 20, 0) / 1000)).toBe("12 Jan 2025");
  });

  it("says how long ago in days on a card, and the day and time in the bell", () => {
    const now = Date.UTC(2026, 10, 24, 9, 0) / 1000;
    const ago = (seconds: number, after?: "days" | "clock") => formatTimeAgo(now - seconds, { now, after });
    expect(ago(20)).toBe("Just now");
    expect(ago(5 * 60)).toBe("5 min ago");
    expect(ago(3 * 3600 + 59)).toBe("3 h ago");
    expect(ago(30 * 3600)).toBe("Yesterday");
    expect(ago(2 * 86_400 + 60)).toBe("2 days ago");
    expect(ago(45 * 86_400)).toBe("on 10 Oct 2026");
    expect(ago(2 * 86_400, "clock")).toBe("22 Nov, 2:30 pm");
    expect(formatDateTime(now)).toBe("24 Nov 2026, 2:30 pm");
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
