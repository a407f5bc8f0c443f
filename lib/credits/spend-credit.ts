// One credit (TOKEN_COST) for a created mock or a share link, from the entitlement that expires first.
import { TOKEN_COST } from "@/lib/constants";
import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { settleExpired } from "./expire-credits";
import { alreadyRecorded, appendEntry, inCreditTransaction, lockCandidate, moveBalance } from "./ledger";

export const NO_ACTIVE_PLAN = "No active plan found. visit plans page to buy";

export interface SpendCreditOptions {
  candidateId: string;
  reason: "MOCK_CREATE" | "SHARE_CREATE";
  idempotencyKey: string;
  mockId?: string;
  shareTokenId?: string;
  tx?: Tx;
}

export function spendCredit(o: SpendCreditOptions): Promise<{ balance: number }> {
  const cost = o.reason === "MOCK_CREATE" ? TOKEN_COST.createMock : TOKEN_COST.shareMock;
  return inCreditTransaction(o.tx, async (tx) => {
    const stored = await lockCandidate(tx, o.candidateId);
    if (await alreadyRecorded(tx, o.candidateId, o.idempotencyKey)) return { balance: stored };
    const now = new Date();
    await settleExpired(tx, o.candidateId, now);
    const entitlement = await tx.planEntitlement.findFirst({
      where: { candidateId: o.candidateId, expiresAt: { gt: now }, remaining: { gte: cost } },
      orderBy: { expiresAt: "asc" },
      select: { id: true },
    });
    if (!entitlement) throw new AppError("FORBIDDEN", NO_ACTIVE_PLAN);
    const balance = await moveBalance(tx, o.candidateId, -cost);
    if (balance === null) throw new AppError("FORBIDDEN", NO_ACTIVE_PLAN);
    await tx.planEntitlement.update({ where: { id: entitlement.id }, data: { remaining: { decrement: cost } } });
    await appendEntry(tx, {
      candidateId: o.candidateId,
      delta: -cost,
      balanceAfter: balance,
      reason: o.reason,
      idempotencyKey: o.idempotencyKey,
      entitlementId: entitlement.id,
      mockId: o.mockId ?? null,
      shareTokenId: o.shareTokenId ?? null,
    });
    return { balance };
  });
}
