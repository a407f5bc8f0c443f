import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/db";
import { consumeRateLimit } from "./rate-limit";

const t = useTestDatabase();

describe("the shared fixed-window rate limit", () => {
  it("lets exactly the limit through when many requests arrive at once", async () => {
    const now = new Date("2026-03-01T10:15:00Z");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit(t.db(), { key: "burst", max: 5, windowSeconds: 3600, now })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const [bucket] = await t.db().rateLimitBucket.findMany({ where: { key: "burst" } });
    expect(bucket).toMatchObject({ count: 20, windowStart: new Date("2026-03-01T10:00:00Z"), expiresAt: new Date("2026-03-01T11:00:00Z") });
  });

  it("says how long until the window reopens, then starts a fresh count in the next window", async () => {
    const options = { key: "window", max: 1, windowSeconds: 3600 };
    expect((await consumeRateLimit(t.db(), { ...options, now: new Date("2026-03-01T10:59:00Z") })).allowed).toBe(true);
    const refused = await consumeRateLimit(t.db(), { ...options, now: new Date("2026-03-01T10:59:30Z") });
    expect(refused).toEqual({ allowed: false, count: 2, retryAfterSeconds: 30 });
    const next = await consumeRateLimit(t.db(), { ...options, now: new Date("2026-03-01T11:00:05Z") });
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });

  it("keeps separate counts per key and drops a key's expired windows", async () => {
    const options = { max: 1, windowSeconds: 60 };
    await consumeRateLimit(t.db(), { ...options, key: "ip:a", now: new Date("2026-03-02T08:00:00Z") });
    expect((await consumeRateLimit(t.db(), { ...options, key: "ip:b", now: new Date("2026-03-02T08:00:10Z") })).allowed).toBe(true);
    await consumeRateLimit(t.db(), { ...options, key: "ip:a", now: new Date("2026-03-02T09:00:00Z") });
    const buckets = await t.db().rateLimitBucket.findMany({ where: { key: "ip:a" } });
    expect(buckets.map((b) => b.windowStart.toISOString())).toEqual(["2026-03-02T09:00:00.000Z"]);
  });
});
