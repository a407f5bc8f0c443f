// Credits stop counting when their entitlement expires, and an unredeemed share link's credit
// goes back to its sharer when the link expires. Both run inside the ledger's transaction (under
// the candidate's lock) before any change, and from the periodic sweep, leaving a ledger entry.
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { moveCredits, returnSpend } from "./ledger";

async function refundExpiredShares(tx: Tx, candidateId: string, now: Date): Promise<void> {
  const expired = await tx.shareToken.findMany({
    where: { createdById: candidateId, expiresAt: { lte: now }, redeemedAt: null, refundedAt: null },
    select: { id: true },
  });
  for (const share of expired) {
    await returnShareCredit(tx, { candidateId, shareTokenId: share.id, idempotencyKey: `share-expired:${share.id}`, now });
  }
}

/**
 * Gives an unredeemed share's credit back to the entitlement it came from. The share is closed
 * with a conditional update, so a redemption racing with the refund wins or loses as a whole.
 */
export async function returnShareCredit(
  tx: Tx,
  o: { candidateId: string; shareTokenId: string; idempotencyKey: string; now: Date; requireExpired?: boolean },
): Promise<boolean> {
  const closed = await tx.shareToken.updateMany({
    where: {
      id: o.shareTokenId,
      createdById: o.candidateId,
      redeemedAt: null,
      refundedAt: null,
      ...(o.requireExpired === false ? {} : { expiresAt: { lte: o.now } }),
    },
    data: { refundedAt: o.now },
  });
  if (closed.count === 0) return false;
  const spend = await tx.creditLedgerEntry.findFirst({
    where: { candidateId: o.candidateId, shareTokenId: o.shareTokenId, reason: "SHARE_CREATE" },
    select: { entitlementId: true, delta: true },
  });
  if (!spend?.entitlementId) return false;
  await returnSpend(tx, {
    candidateId: o.candidateId,
    entitlementId: spend.entitlementId,
    credits: -spend.delta,
    reason: "SHARE_REFUND",
    idempotencyKey: o.idempotencyKey,
    shareTokenId: o.shareTokenId,
    note: o.requireExpired === false ? null : "Share link expired unused",
  });
  return true;
}

async function expireEntitlements(tx: Tx, candidateId: string, now: Date): Promise<void> {
  const due = await tx.planEntitlement.findMany({
    where: { candidateId, expiresAt: { lte: now }, remaining: { gt: 0 } },
    select: { id: true, remaining: true, expiresAt: true },
    orderBy: { expiresAt: "asc" },
  });
  for (const entitlement of due) {
    const cleared = await tx.planEntitlement.updateMany({
      where: { id: entitlement.id, remaining: entitlement.remaining },
      data: { remaining: 0 },
    });
    if (cleared.count === 0) continue;
    await moveCredits(tx, {
      candidateId,
      delta: -entitlement.remaining,
      reason: "EXPIRY",
      // The conditional update above makes this run once per expiry; the key only has to be unique.
      idempotencyKey: `expiry:${entitlement.id}:${randomUUID()}`,
      entitlementId: entitlement.id,
      note: `Plan expired on ${entitlement.expiresAt.toISOString().slice(0, 10)}`,
    });
  }
}

/** Call with the candidate's row locked. */
export async function settleExpired(tx: Tx, candidateId: string, now: Date): Promise<void> {
  await refundExpiredShares(tx, candidateId, now);
  await expireEntitlements(tx, candidateId, now);
}

/** Whether anything is due, checked without locking (most reads find nothing to do). */
export async function hasExpiredWork(tx: Db | Tx, candidateId: string, now: Date) {
  const [entitlements, shares] = await Promise.all([
    tx.planEntitlement.count({ where: { candidateId, expiresAt: { lte: now }, remaining: { gt: 0 } } }),
    tx.shareToken.count({ where: { createdById: candidateId, expiresAt: { lte: now }, redeemedAt: null, refundedAt: null } }),
  ]);
  return entitlements + shares > 0;
}
