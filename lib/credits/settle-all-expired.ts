// The periodic sweep: writes expiry and unused-share refund entries for every candidate with
// something due, so balances shown anywhere (profile, badge) never count expired credits for long.
import { db } from "@/lib/db/client";
import { settleExpired } from "./expire-credits";
import { withCreditLock } from "./ledger";

export async function settleAllExpired(o: { now?: Date; limit?: number } = {}): Promise<number> {
  const now = o.now ?? new Date();
  const [entitlements, shares] = await Promise.all([
    db().planEntitlement.findMany({
      where: { expiresAt: { lte: now }, remaining: { gt: 0 } },
      select: { candidateId: true },
      distinct: ["candidateId"],
      take: o.limit ?? 500,
    }),
    db().shareToken.findMany({
      where: { expiresAt: { lte: now }, redeemedAt: null, refundedAt: null },
      select: { createdById: true },
      distinct: ["createdById"],
      take: o.limit ?? 500,
    }),
  ]);
  const candidates = new Set([...entitlements.map((e) => e.candidateId), ...shares.map((s) => s.createdById)]);
  for (const candidateId of candidates) {
    await withCreditLock(candidateId, async (tx) => {
      await settleExpired(tx, candidateId, now);
    });
  }
  return candidates.size;
}
