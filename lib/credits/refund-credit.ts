// A failed mock or an unused share gives its credit back, to the entitlement it came from
// (if that has expired meanwhile, the credit expires with it, visibly). Once per spend.
import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { returnShareCredit, settleExpired } from "./expire-credits";
import { alreadyRecorded, inCreditTransaction, lockCandidate, returnSpend } from "./ledger";

export interface RefundCreditOptions {
  candidateId: string;
  reason: "MOCK_REFUND" | "SHARE_REFUND";
  idempotencyKey: string;
  mockId?: string;
  shareTokenId?: string;
  tx?: Tx;
}

async function refundMock(tx: Tx, o: RefundCreditOptions & { mockId: string }): Promise<void> {
  const spends = await tx.creditLedgerEntry.findMany({
    where: { candidateId: o.candidateId, mockId: o.mockId, reason: { in: ["MOCK_CREATE", "MOCK_REFUND"] } },
    select: { reason: true, delta: true, entitlementId: true },
  });
  const spend = spends.find((e) => e.reason === "MOCK_CREATE");
  if (!spend) throw new AppError("NOTHING_TO_REFUND", "No credit was spent on this mock interview");
  if (spends.some((e) => e.reason === "MOCK_REFUND") || !spend.entitlementId) return; // refunded already
  await returnSpend(tx, {
    candidateId: o.candidateId,
    entitlementId: spend.entitlementId,
    credits: -spend.delta,
    reason: "MOCK_REFUND",
    idempotencyKey: o.idempotencyKey,
    mockId: o.mockId,
  });
}

export function refundCredit(o: RefundCreditOptions): Promise<{ balance: number }> {
  return inCreditTransaction(o.tx, o.candidateId, async (tx) => {
    const stored = await lockCandidate(tx, o.candidateId);
    if (await alreadyRecorded(tx, o.candidateId, o.idempotencyKey)) return { balance: stored };
    const now = new Date();
    await settleExpired(tx, o.candidateId, now);
    if (o.reason === "MOCK_REFUND") {
      if (!o.mockId) throw new AppError("INVALID_INPUT", "A mock refund needs the mock's id");
      await refundMock(tx, { ...o, mockId: o.mockId });
    } else {
      if (!o.shareTokenId) throw new AppError("INVALID_INPUT", "A share refund needs the share's id");
      const share = await tx.shareToken.findFirst({ where: { id: o.shareTokenId, createdById: o.candidateId } });
      if (!share) throw new AppError("SHARE_LINK_NOT_FOUND", "Share link not found");
      if (share.redeemedAt) throw new AppError("SHARE_LINK_USED", "This link has already been redeemed");
      await returnShareCredit(tx, { candidateId: o.candidateId, shareTokenId: share.id, idempotencyKey: o.idempotencyKey, now, requireExpired: false });
    }
    // The credit may have gone back to an entitlement that has expired since the spend.
    await settleExpired(tx, o.candidateId, now);
    return { balance: await lockCandidate(tx, o.candidateId) };
  });
}
