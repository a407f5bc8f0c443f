import { describe, expect, it } from "vitest";
import { bitratesFor, isSlowUpload } from "./recording-plan";

const MOCK = { videoBitsPerSecond: 300_000, audioBitsPerSecond: 48_000 };
const INTERVIEW = { videoBitsPerSecond: 800_000, audioBitsPerSecond: 64_000 };
const total = (b: { videoBitsPerSecond: number; audioBitsPerSecond: number }) => b.videoBitsPerSecond + b.audioBitsPerSecond;

describe("what an answer records for the measured upload speed", () => {
  it("keeps the flow's own bitrates on a fast connection", () => {
    expect(bitratesFor(20_000, MOCK)).toEqual(MOCK);
    expect(bitratesFor(5_000, INTERVIEW)).toEqual(INTERVIEW);
  });

  it("fits video into 350 kbps up with room to spare, speech at a clear 32 kbps", () => {
    const fitted = bitratesFor(350, MOCK);
    expect(fitted.audioBitsPerSecond).toBe(32_000);
    expect(total(fitted)).toBeLessThanOrEqual(350_000 * 0.75);
    expect(fitted.videoBitsPerSecond).toBeGreaterThanOrEqual(150_000);
  });

  it("scales an interview's video with the connection between its floor and its ceiling", () => {
    const rates = [200, 400, 700, 1000, 1500].map((kbps) => bitratesFor(kbps, INTERVIEW).videoBitsPerSecond);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(rates[0]).toBe(120_000);
    expect(total(bitratesFor(1000, INTERVIEW))).toBeLessThanOrEqual(700_000);
  });

  it("keeps the ceiling when nothing could be measured", () => {
    expect(bitratesFor(null, MOCK)).toEqual(MOCK);
    expect(bitratesFor(Number.NaN, MOCK)).toEqual(MOCK);
  });

  it("calls a connection slow below about 1 Mbps, and an unmeasured one not", () => {
    expect([isSlowUpload(350), isSlowUpload(999), isSlowUpload(1000), isSlowUpload(null)]).toEqual([true, true, false, false]);
  });
});
