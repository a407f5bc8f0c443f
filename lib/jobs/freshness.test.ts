import { describe, expect, it } from "vitest";
import { cardFreshness, pageFreshness } from "./freshness";

const at = (iso: string) => Date.parse(iso) / 1000;
// 29 Nov 2026, 10:00 in India.
const now = "2026-11-29T04:30:00Z";

describe("job freshness", () => {
  it("says how long ago a job was posted and last updated, in India calendar days", () => {
    // 26 Nov 23:00 in India is 26 Nov 17:30 UTC; 28 Nov 23:30 UTC is already 29 Nov in India.
    const job = { Created_At: at("2026-11-26T17:30:00Z"), Updated_At: at("2026-11-28T19:00:00Z"), First_Posted_At: null };
    expect(cardFreshness(job, now)).toBe("Posted 3 days ago · updated today");
    expect(pageFreshness(job, now)).toEqual({ postedAt: "Posted at 26 Nov 2026", rest: " (3 days ago) · updated today" });
  });

  it("marks a repost with the first day its title was posted", () => {
    const job = { Created_At: at("2026-11-29T03:00:00Z"), Updated_At: at("2026-11-29T03:00:00Z"), First_Posted_At: at("2026-10-12T06:00:00Z") };
    expect(cardFreshness(job, now)).toBe("Reposted today · first posted 12 Oct 2026 · updated today");
    expect(pageFreshness(job, now)).toEqual({ postedAt: "Posted at 29 Nov 2026", rest: " (today) · Reposted, first posted 12 Oct 2026 · updated today" });
  });

  it("names the day of a job posted over 30 days ago", () => {
    const job = { Created_At: at("2026-10-01T06:00:00Z"), Updated_At: at("2026-11-28T06:00:00Z"), First_Posted_At: null };
    expect(cardFreshness(job, now)).toBe("Posted on 1 Oct 2026 · updated yesterday");
    expect(pageFreshness(job, now)).toEqual({ postedAt: "Posted at 1 Oct 2026", rest: " · updated yesterday" });
  });
});
