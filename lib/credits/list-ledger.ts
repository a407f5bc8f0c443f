// The candidate's ledger, newest first: every purchase, spend, refund, share, redemption and expiry.
import type { LedgerReason } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { getCreditBalance } from "./get-credit-balance";

export const LEDGER_PAGE_SIZE = 200;

export interface LedgerEntryView {
  id: string;
  reason: LedgerReason;
  delta: number;
  balanceAfter: number;
  createdAt: string;
  note: string | null;
  /** The plan the credit came from; null for a credit redeemed from a friend's share link. */
  planName: string | null;
  /** The credit came from a friend's share link (whatever plan the friend had). */
  fromShareLink: boolean;
  mockId: string | null;
}

export async function listLedger(o: { candidateId: string; limit?: number }): Promise<LedgerEntryView[]> {
  await getCreditBalance(o); // writes any expiry entries first
  const rows = await db().creditLedgerEntry.findMany({
    where: { candidateId: o.candidateId },
    orderBy: { sequence: "desc" },
    take: o.limit ?? LEDGER_PAGE_SIZE,
    select: { id: true, reason: true, delta: true, balanceAfter: true, createdAt: true, note: true, mockId: true, entitlementId: true },
  });
  const entitlementIds = [...new Set(rows.flatMap((r) => (r.entitlementId ? [r.entitlementId] : [])))];
  const plans = await db().planEntitlement.findMany({
    where: { id: { in: entitlementIds } },
    select: { id: true, shareTokenId: true, plan: { select: { name: true } } },
  });
  const entitlementOf = new Map(plans.map((p) => [p.id, p]));
  return rows.map((r) => {
    const entitlement = r.entitlementId ? entitlementOf.get(r.entitlementId) : undefined;
    const fromShareLink = Boolean(entitlement?.shareTokenId);
    return {
      id: r.id,
      reason: r.reason,
      delta: r.delta,
      balanceAfter: r.balanceAfter,
      createdAt: r.createdAt.toISOString(),
      note: r.note,
      planName: entitlement && !fromShareLink ? entitlement.plan.name : null,
      fromShareLink,
      mockId: r.mockId,
    };
  });
}
