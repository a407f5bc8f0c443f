// Fixed-window request counters in PostgreSQL (rate_limit_buckets), shared by every app instance.
import { db } from "@/lib/db/client";
import { AppError } from "./app-error";

/** Counts one hit on `key`; throws TOO_MANY_REQUESTS once the window holds more than `limit`. */
export async function limitRate(options: { key: string; limit: number; windowSeconds: number; message?: string }) {
  const windowMs = options.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const [row] = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_buckets (key, "windowStart", count, "expiresAt")
    VALUES (${options.key}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT (key, "windowStart") DO UPDATE SET count = rate_limit_buckets.count + 1
    RETURNING count`;
  // Now and then, clear out windows that ended long ago (any instance may do it).
  if (Math.random() < 0.01) {
    await db().$executeRaw`DELETE FROM rate_limit_buckets WHERE "expiresAt" < now() - interval '1 hour'`;
  }
  if ((row?.count ?? 0) > options.limit) {
    throw new AppError("TOO_MANY_REQUESTS", options.message ?? "Too many requests. Please try again later.");
  }
}

/** The client's address as the load balancer reports it (first X-Forwarded-For hop). */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || req.headers.get("x-real-ip") || "unknown";
}
