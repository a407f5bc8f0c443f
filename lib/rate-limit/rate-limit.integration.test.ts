// Rate limits live in PostgreSQL: concurrent hits, from any number of app instances, count exactly.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/db";
import { enforceRateLimits, hitRateLimit, perIp, pruneRateLimits } from "./index";

const t = useTestDatabase();

describe("rate limits", () => {
  it("lets exactly the limit through when hits arrive together", async () => {
    const rule = { limit: 10, windowSeconds: 3600 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit("test:burst", rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(Math.max(...results.map((r) => r.count))).toBe(25);
    expect(results.every((r) => r.retryAfterSeconds > 0 && r.retryAfterSeconds <= 3600)).toBe(true);
  });

  it("answers 429 with the wait once a rule is over its limit", async () => {
    const hit = { key: "test:login", rule: { limit: 2, windowSeconds: 900 } };
    await enforceRateLimits([hit]);
    await enforceRateLimits([hit]);
    await expect(enforceRateLimits([hit])).rejects.toMatchObject({ status: 429, details: { retryAfterSeconds: expect.any(Number) } });
  });

  it("skips per-IP rules when no proxy reported the address", () => {
    const hit = { key: "x", rule: { limit: 1, windowSeconds: 1 } };
    expect(perIp("unknown", hit)).toEqual([]);
    expect(perIp("203.0.113.9", hit)).toEqual([hit]);
  });

  it("prunes closed windows", async () => {
    await t.db().rateLimitBucket.create({ data: { key: "test:old", windowStart: new Date(0), count: 3, expiresAt: new Date(1000) } });
    expect(await pruneRateLimits(t.db())).toBeGreaterThanOrEqual(1);
    expect(await t.db().rateLimitBucket.count({ where: { key: "test:old" } })).toBe(0);
  });
});
