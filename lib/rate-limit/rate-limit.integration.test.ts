// The one rate limiter, counted in PostgreSQL: concurrent hits, from any number of app instances, count exactly.
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { useTestDatabase } from "@/test/db";
import { enforceRateLimits, hitRateLimit, perIp, pruneRateLimits } from "./index";

const t = useTestDatabase();

afterEach(() => {
  delete process.env.RATE_LIMIT_EXEMPT_IPS;
  resetEnvForTests();
});

describe("rate limits", () => {
  it("lets exactly the limit through when hits arrive together", async () => {
    const rule = { limit: 10, windowSeconds: 3600 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit("test:burst", rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(results.every((r) => r.retryAfterSeconds > 0 && r.retryAfterSeconds <= 3600)).toBe(true);
  });

  it("says how long until the window reopens, then starts a fresh count and drops the old window", async () => {
    const rule = { limit: 1, windowSeconds: 3600 };
    expect((await hitRateLimit("test:window", rule, { now: new Date("2026-03-01T10:59:00Z") })).allowed).toBe(true);
    const refused = await hitRateLimit("test:window", rule, { now: new Date("2026-03-01T10:59:30Z") });
    expect(refused).toEqual({ allowed: false, count: 2, retryAfterSeconds: 30 });
    expect(await hitRateLimit("test:window", rule, { now: new Date("2026-03-01T11:00:05Z") })).toMatchObject({ allowed: true, count: 1 });
    const buckets = await t.db().rateLimitBucket.findMany({ where: { key: "test:window" } });
    expect(buckets.map((b) => b.windowStart.toISOString())).toEqual(["2026-03-01T11:00:00.000Z"]);
  });

  it("keeps separate counts per key", async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    await hitRateLimit("test:ip:a", rule);
    expect((await hitRateLimit("test:ip:b", rule)).allowed).toBe(true);
    expect((await hitRateLimit("test:ip:a", rule)).allowed).toBe(false);
  });

  it("answers 429 with the wait once a rule is over its limit", async () => {
    const hit = { key: "test:login", rule: { limit: 2, windowSeconds: 900 } };
    await enforceRateLimits([hit]);
    await enforceRateLimits([hit]);
    await expect(enforceRateLimits([hit])).rejects.toMatchObject({ code: "RATE_LIMITED", details: { retryAfterSeconds: expect.any(Number) } });
    await expect(enforceRateLimits([{ ...hit, message: "Slow down" }])).rejects.toMatchObject({ message: "Slow down" });
  });

  it("applies per-IP rules to every address, even an unknown one, except those an operator exempts", () => {
    const hit = { key: "x", rule: { limit: 1, windowSeconds: 1 } };
    expect(perIp("unknown", hit)).toEqual([hit]);
    expect(perIp("203.0.113.9", hit)).toEqual([hit]);
    process.env.RATE_LIMIT_EXEMPT_IPS = "127.0.0.1, ::1";
    resetEnvForTests();
    expect(perIp("::1", hit)).toEqual([]);
    expect(perIp("203.0.113.9", hit)).toEqual([hit]);
  });

  it("prunes closed windows", async () => {
    await t.db().rateLimitBucket.create({ data: { key: "test:old", windowStart: new Date(0), count: 3, expiresAt: new Date(1000) } });
    expect(await pruneRateLimits(t.db())).toBeGreaterThanOrEqual(1);
    expect(await t.db().rateLimitBucket.count({ where: { key: "test:old" } })).toBe(0);
  });
});
