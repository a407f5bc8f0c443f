// The one rate limiter: fixed windows counted in PostgreSQL (rate_limit_buckets), so every app
// instance counts against the same bucket. One atomic upsert per hit: N concurrent hits on a
// limit of k let exactly k through.
import { db, type Db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/env";

export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export type RateLimitHit = { key: string; rule: RateLimitRule; message?: string };

export async function hitRateLimit(key: string, rule: RateLimitRule, options: { client?: Db | Tx; now?: Date } = {}): Promise<RateLimitResult> {
  const client = options.client ?? db();
  const now = options.now ?? new Date();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const rows = await client.$queryRaw<{ count: number }[]>`
    INSERT INTO "rate_limit_buckets" ("key", "windowStart", "count", "expiresAt")
    VALUES (${key}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "rate_limit_buckets"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 1);
  // The first hit of a window is the moment this key's older windows become dead weight.
  if (count === 1) {
    await client.$executeRaw`DELETE FROM "rate_limit_buckets" WHERE "key" = ${key} AND "expiresAt" <= ${windowStart}`;
  }
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Gives one hit back in the current window (for rules that count failures only: a request that
 * turned out well returns its try). Never below zero.
 */
export async function refundRateLimit(key: string, rule: RateLimitRule, options: { client?: Db | Tx; now?: Date } = {}): Promise<void> {
  const client = options.client ?? db();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor((options.now ?? new Date()).getTime() / windowMs) * windowMs);
  await client.$executeRaw`
    UPDATE "rate_limit_buckets" SET "count" = "count" - 1
    WHERE "key" = ${key} AND "windowStart" = ${windowStart} AND "count" > 0`;
}

/** Counts a hit against every rule and throws a 429 AppError (with retryAfterSeconds) when any is over. */
export async function enforceRateLimits(hits: RateLimitHit[]): Promise<void> {
  for (const { key, rule, message } of hits) {
    const result = await hitRateLimit(key, rule);
    if (!result.allowed) {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      throw new AppError("RATE_LIMITED", message ?? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
  }
}

/** Drops buckets whose window has closed (keys that are never hit again keep nothing for long). */
export async function pruneRateLimits(client: Db = db()): Promise<number> {
  const { count } = await client.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return count;
}

/**
 * A per-IP rule for the client's address (lib/http/client-ip). It always applies, except to the
 * addresses an operator lists in RATE_LIMIT_EXEMPT_IPS (a test runner, an uptime checker).
 */
export function perIp(ip: string, hit: RateLimitHit): RateLimitHit[] {
  return env().RATE_LIMIT_EXEMPT_IPS.includes(ip) ? [] : [hit];
}
