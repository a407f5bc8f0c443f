// One credit (TOKEN_COST) for a created mock or a share link, from the entitlement that expires first.
import { TOKEN_COST } from "./credit-rules";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { hasExpiredWork, settleExpired } from "./expire-credits";
import { alreadyRecorded, lockCandidate, moveCredits, withCreditLock } from "./ledger";

export const NO_ACTIVE_PLAN = "No active plan found. visit plans page to buy";

export interface SpendCreditOptions {
  candidateId: string;
  reason: "MOCK_CREATE" | "SHARE_CREATE";
  idempotencyKey: string;
  mockId?: string;
  shareTokenId?: string;
  tx?: Tx;
}

const costOf = (reason: SpendCreditOptions["reason"]) => (reason === "MOCK_CREATE" ? TOKEN_COST.createMock : TOKEN_COST.shareMock);

/** A look without a lock: refuses at once when the balance cannot cover `cost` (and nothing expired could add to it). */
async function refuseUnlessAffordable(candidateId: string, cost: number): Promise<void> {
  const row = await db().candidate.findUnique({ where: { id: candidateId }, select: { creditBalance: true } });
  if ((row?.creditBalance ?? 0) >= cost) return;
  if (await hasExpiredWork(db(), candidateId, new Date())) return; // an unused share's credit may come back
  throw new AppError("NO_CREDIT", NO_ACTIVE_PLAN);
}

/**
 * The transaction a spend runs in: refused at once, without queueing or locking, when the balance
 * cannot cover it, checked again when its turn comes; then the candidate's row is locked first and
 * `work` spends (spendCredit with this tx) and writes what the credit pays for.
 */
export async function withSpendableCredit<T>(candidateId: string, reason: SpendCreditOptions["reason"], work: (tx: Tx) => Promise<T>): Promise<T> {
  const check = () => refuseUnlessAffordable(candidateId, costOf(reason));
  await check();
  return withCreditLock(candidateId, (tx) => work(tx), { atFrontOfQueue: check });
}

export function spendCredit(o: SpendCreditOptions): Promise<{ balance: number }> {
  return o.tx ? spendInTx(o.tx, o) : withSpendableCredit(o.candidateId, o.reason, (tx) => spendInTx(tx, o));
}

async function spendInTx(tx: Tx, o: SpendCreditOptions): Promise<{ balance: number }> {
  const cost = costOf(o.reason);
  const stored = await lockCandidate(tx, o.candidateId);
  if (await alreadyRecorded(tx, o.candidateId, o.idempotencyKey)) return { balance: stored };
  const now = new Date();
  await settleExpired(tx, o.candidateId, now);
  const entitlement = await tx.planEntitlement.findFirst({
    where: { candidateId: o.candidateId, expiresAt: { gt: now }, remaining: { gte: cost } },
    orderBy: { expiresAt: "asc" },
    select: { id: true },
  });
  if (!entitlement) throw new AppError("NO_CREDIT", NO_ACTIVE_PLAN);
  const balance = await moveCredits(tx, {
    candidateId: o.candidateId,
    delta: -cost,
    reason: o.reason,
    idempotencyKey: o.idempotencyKey,
    entitlementId: entitlement.id,
    mockId: o.mockId ?? null,
    shareTokenId: o.shareTokenId ?? null,
  });
  if (balance === null) throw new AppError("NO_CREDIT", NO_ACTIVE_PLAN);
  await tx.planEntitlement.update({ where: { id: entitlement.id }, data: { remaining: { decrement: cost } } });
  return { balance };
}
