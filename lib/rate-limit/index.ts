// Fixed-window rate limits in PostgreSQL, so every app instance counts against the same bucket.
// One atomic upsert per hit: concurrent requests can never both see "one left".
import { db, type Db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export async function hitRateLimit(key: string, rule: RateLimitRule, client: Db | Tx = db()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const rows = await client.$queryRaw<{ count: number }[]>`
    INSERT INTO "rate_limit_buckets" ("key", "windowStart", "count", "expiresAt")
    VALUES (${key}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "rate_limit_buckets"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 1);
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)),
  };
}

/** Counts a hit against every rule and throws a 429 AppError when any is over its limit. */
export async function enforceRateLimits(hits: { key: string; rule: RateLimitRule }[]): Promise<void> {
  for (const { key, rule } of hits) {
    const result = await hitRateLimit(key, rule);
    if (!result.allowed) {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        { retryAfterSeconds: result.retryAfterSeconds },
      );
    }
  }
}

/** Drops buckets whose window has closed. */
export async function pruneRateLimits(client: Db = db()): Promise<number> {
  const { count } = await client.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return count;
}

/**
 * A per-IP rule, only when the proxy told us the client's address. Without one every visitor
 * would share a single "unknown" bucket, so the per-address rules carry the load instead.
 */
export function perIp(ip: string, hit: { key: string; rule: RateLimitRule }): { key: string; rule: RateLimitRule }[] {
  return ip && ip !== "unknown" ? [hit] : [];
}
