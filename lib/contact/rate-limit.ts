// A fixed-window counter in rate_limit_buckets, so every app instance shares one count.
// One atomic upsert per hit: N concurrent hits on a limit of k let exactly k through.
import type { Db, Tx } from "@/lib/db/client";

export interface RateLimitOptions {
  key: string;
  max: number;
  windowSeconds: number;
  now?: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export async function consumeRateLimit(client: Db | Tx, options: RateLimitOptions): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const windowMs = options.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);

  const [row] = await client.$queryRaw<{ count: number }[]>`
    insert into rate_limit_buckets ("key", "windowStart", "count", "expiresAt")
    values (${options.key}, ${windowStart}, 1, ${expiresAt})
    on conflict ("key", "windowStart") do update set "count" = rate_limit_buckets."count" + 1
    returning "count"`;
  const count = Number(row?.count ?? 1);

  // The first hit of a window is the moment this key's older windows become dead weight.
  if (count === 1) {
    await client.$executeRaw`delete from rate_limit_buckets where "key" = ${options.key} and "expiresAt" <= ${windowStart}`;
  }

  return {
    allowed: count <= options.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}
