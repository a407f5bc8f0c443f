import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatCompactMoney,
  formatCount,
  formatDay,
  formatDaysAgo,
  formatDayTime,
  formatInr,
  formatLongDay,
  formatMoney,
  formatShortDayTime,
  formatTimeAgo,
  fullName,
  possessive,
  zoneLabel,
} from "./format";

// 20:00 UTC on 11 Jan is 01:30 on 12 Jan in India.
const lateEvening = new Date(Date.UTC(2025, 0, 11, 20, 0));

describe("one way to write dates", () => {
  it("shows every moment in India time, whatever the machine's zone", () => {
    expect(formatDay(lateEvening)).toBe("12 Jan 2025");
    expect(formatLongDay(lateEvening.toISOString())).toBe("12 January 2025");
    expect(formatDayTime(lateEvening.getTime() / 1000)).toBe("12 Jan 2025, 1:30 am");
    expect(formatShortDayTime(lateEvening)).toBe("12 Jan, 1:30 am");
    expect(zoneLabel()).toBe("IST");
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
    expect(formatDayTime(now)).toBe("24 Nov 2026, 2:30 pm");
  });

  it("keeps a UTC calendar day when asked", () => {
    expect(formatLongDay(lateEvening, { timeZone: "UTC" })).toBe("11 January 2025");
    expect(zoneLabel({ timeZone: "UTC" })).toBe("UTC");
  });

  it("reads numbers as epoch seconds, as the spec's payloads carry them", () => {
    expect(formatDay(1_763_700_000)).toBe(formatDay(new Date(1_763_700_000_000)));
  });
});

describe("one way to write money and counts", () => {
  it("groups rupees the Indian way, with paise only when there are some", () => {
    expect(formatInr(449_950)).toBe("₹4,49,950");
    expect(formatInr(78.3)).toBe("₹78.30");
    expect(formatInr(87)).toBe("₹87");
    expect(formatInr(1499, { paise: true })).toBe("₹1,499.00");
    expect(formatCount(10_000_000)).toBe("1,00,00,000");
  });

  it("writes other currencies in their own form", () => {
    expect(formatMoney(450_000, "INR")).toBe("₹4,50,000");
    expect(formatMoney(60_000, "USD")).toBe("$60,000");
    expect(formatCompactMoney(450_000, "INR")).toBe("₹4.5L");
    expect(formatCompactMoney(12_000_000, "INR")).toBe("₹1.2Cr");
    expect(formatCompactMoney(90_000, "INR")).toBe("₹90,000");
  });
});

describe("one way to write a clock", () => {
  it("reads minutes and two-digit seconds, rounded, never below 0:00", () => {
    expect([180, 65, 59, 0, 600, 59.6, -3].map(formatClock)).toEqual(["3:00", "1:05", "0:59", "0:00", "10:00", "1:00", "0:00"]);
  });
});

describe("full names", () => {
  it("joins the parts a person gave, and is empty when they gave none", () => {
    expect(fullName({ firstName: "Asha", lastName: "Verma" })).toBe("Asha Verma");
    expect(fullName({ firstName: "Asha", lastName: null })).toBe("Asha");
    expect(fullName({ firstName: null, lastName: "Verma" })).toBe("Verma");
    expect(fullName({ firstName: null, lastName: null })).toBe("");
  });
});

describe("names that own something", () => {
  it("adds 's, or only an apostrophe after a final s", () => {
    expect(possessive("Brightloom")).toBe("Brightloom's");
    expect(possessive("Brightloom Technologies")).toBe("Brightloom Technologies'");
    expect(possessive("ACME LABS ")).toBe("ACME LABS'");
  });
});

describe("how fresh a job is, in India's calendar days", () => {
  const now = "2026-11-29T06:30:00Z"; // 12:00 in India
  it("says today, yesterday, days ago, then the day itself", () => {
    expect(formatDaysAgo("2026-11-29T00:00:00Z", { now })).toBe("today");
    // 23:50 in India the evening before: yesterday, though fewer than 24 hours ago.
    expect(formatDaysAgo("2026-11-28T18:20:00Z", { now })).toBe("yesterday");
    // 00:10 in India on the 29th, still the 28th in UTC: today.
    expect(formatDaysAgo("2026-11-28T18:40:00Z", { now })).toBe("today");
    expect(formatDaysAgo("2026-11-26T10:00:00Z", { now })).toBe("3 days ago");
    expect(formatDaysAgo("2026-10-30T10:00:00Z", { now })).toBe("30 days ago");
    expect(formatDaysAgo("2026-10-29T10:00:00Z", { now })).toBe("on 29 Oct 2026");
    expect(formatDaysAgo("2026-11-30T10:00:00Z", { now })).toBe("today");
  });
});
