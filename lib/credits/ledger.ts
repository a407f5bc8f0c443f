// The ledger's moving parts, shared by grant, spend and refund. Every change to a candidate's
// credits happens inside one transaction that first locks the candidate's row, so changes for one
// candidate are serialised and the balance, the entitlements and the ledger always agree.
import type { LedgerReason } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

/** Many spends may queue for one candidate's row: wait for a connection rather than fail. */
const CREDIT_TX_OPTIONS = { maxWait: 60_000, timeout: 30_000 } as const;

export function inCreditTransaction<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx ? work(tx) : db().$transaction(work, CREDIT_TX_OPTIONS);
}

/** Locks the candidate's row for the rest of the transaction and returns the stored balance. */
export async function lockCandidate(tx: Tx, candidateId: string): Promise<number> {
  const rows = await tx.$queryRaw<{ creditBalance: number }[]>`
    SELECT "creditBalance" FROM "candidates" WHERE "id" = ${candidateId}::uuid FOR UPDATE`;
  const row = rows[0];
  if (!row) throw new AppError("NOT_FOUND", "Candidate not found");
  return row.creditBalance;
}

/** The conditional update: the balance moves by `delta` only if it stays at or above zero. */
export async function moveBalance(tx: Tx, candidateId: string, delta: number): Promise<number | null> {
  const rows = await tx.$queryRaw<{ creditBalance: number }[]>`
    UPDATE "candidates" SET "creditBalance" = "creditBalance" + ${delta}
    WHERE "id" = ${candidateId}::uuid AND "creditBalance" + ${delta} >= 0
    RETURNING "creditBalance"`;
  return rows[0]?.creditBalance ?? null;
}

export interface EntryInput {
  candidateId: string;
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  idempotencyKey: string;
  entitlementId?: string | null;
  paymentOrderId?: string | null;
  mockId?: string | null;
  shareTokenId?: string | null;
  note?: string | null;
}

export async function appendEntry(tx: Tx, entry: EntryInput): Promise<void> {
  await tx.creditLedgerEntry.create({ data: entry });
}

/**
 * Gives a spend's credits back to the entitlement they came from: its remainder, the balance and a
 * ledger entry, in the caller's transaction. The one way a mock or share refund moves credits.
 */
export async function returnSpend(
  tx: Tx,
  o: { candidateId: string; entitlementId: string; credits: number } & Pick<EntryInput, "reason" | "idempotencyKey" | "mockId" | "shareTokenId" | "note">,
): Promise<void> {
  const { entitlementId, credits, ...entry } = o;
  await tx.planEntitlement.update({ where: { id: entitlementId }, data: { remaining: { increment: credits } } });
  const balance = await moveBalance(tx, o.candidateId, credits);
  await appendEntry(tx, { ...entry, delta: credits, balanceAfter: balance ?? 0, entitlementId });
}

/**
 * A repeated idempotency key: the first call already did the work, so answer the balance now.
 * A key reused for another candidate is a bug in the caller, never silently accepted.
 */
export async function alreadyRecorded(tx: Tx, candidateId: string, idempotencyKey: string): Promise<boolean> {
  const existing = await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey }, select: { candidateId: true } });
  if (!existing) return false;
  if (existing.candidateId !== candidateId) throw new AppError("CONFLICT", "This operation was already recorded for someone else");
  return true;
}
