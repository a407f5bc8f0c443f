// Old codes and closed rate-limit windows are worth nothing: a small share of code requests
// clears them, so no scheduler is needed and every instance helps.
import { db } from "@/lib/db/client";
import { pruneRateLimits } from "@/lib/rate-limit";

const KEEP_CHALLENGES_MS = 24 * 60 * 60 * 1000;
const PRUNE_SHARE = 0.02;

export async function pruneStaleAuthRows(): Promise<void> {
  await pruneRateLimits();
  await db().otpChallenge.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - KEEP_CHALLENGES_MS) } } });
}

export async function maybePruneStaleAuthRows(): Promise<void> {
  if (Math.random() < PRUNE_SHARE) await pruneStaleAuthRows().catch(() => undefined);
}
