// The ledger's moving parts, shared by grant, spend and refund. Every change to a candidate's
// credits happens inside one short transaction that first locks the candidate's row (always the
// first lock it takes, so two of them can never wait on each other), so changes for one candidate
// are serialised and the balance, the entitlements and the ledger always agree.
import { AsyncLocalStorage } from "node:async_hooks";
import type { LedgerReason } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

const CREDIT_TX_OPTIONS = { maxWait: 30_000, timeout: 15_000 } as const;

// A burst from one candidate (a double click, a script) queues here, in memory, rather than in the
// database: waiting on the row lock would hold a pooled connection per request, and 200 of them
// would leave none for anyone else. The row lock still decides; this only keeps the queue cheap.
const queues = new Map<string, Promise<unknown>>();
const turn = new AsyncLocalStorage<{ candidateId: string; inTransaction: boolean }>();

function oneAtATime<T>(candidateId: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(candidateId) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.catch(() => undefined);
  queues.set(candidateId, tail);
  void tail.then(() => {
    if (queues.get(candidateId) === tail) queues.delete(candidateId);
  });
  return run;
}

/**
 * Runs `work` as the candidate's turn: their other credit work in this process waits until it
 * ends. For work that opens several short credit transactions with a call elsewhere between them
 * (a payment order); the transactions inside take no further turn.
 */
export function inCandidateTurn<T>(candidateId: string, work: () => Promise<T>): Promise<T> {
  if (turn.getStore()?.candidateId === candidateId) return work();
  return oneAtATime(candidateId, () => turn.run({ candidateId, inTransaction: false }, work));
}

/**
 * The one way to open a transaction that moves credits: queued behind the candidate's other
 * credit work in this process, then the candidate's row locked first, then `work` with the stored
 * balance. Never call it again for the same candidate from inside `work` (that would wait on
 * itself): pass the transaction on instead.
 */
export function withCreditLock<T>(
  candidateId: string,
  work: (tx: Tx, balance: number) => Promise<T>,
  options: { atFrontOfQueue?: () => Promise<void> } = {},
): Promise<T> {
  const current = turn.getStore();
  if (current?.candidateId === candidateId && current.inTransaction) {
    throw new Error("A credit transaction for this candidate is already open: pass its tx on");
  }
  return inCandidateTurn(candidateId, async () => {
    await options.atFrontOfQueue?.();
    return turn.run({ candidateId, inTransaction: true }, () =>
      db().$transaction(async (tx) => work(tx, await lockCandidate(tx, candidateId)), CREDIT_TX_OPTIONS),
    );
  });
}

/** Inside the caller's transaction (which has locked the candidate), or in a new one. */
export function inCreditTransaction<T>(tx: Tx | undefined, candidateId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx ? work(tx) : withCreditLock(candidateId, (t) => work(t));
}

/**
 * Locks the candidate's row for the rest of the transaction and returns the stored balance.
 * FOR NO KEY UPDATE: credit transactions exclude each other, yet rows that merely refer to the
 * candidate (a share link, an order, a log row) can still be inserted meanwhile.
 */
export async function lockCandidate(tx: Tx, candidateId: string): Promise<number> {
  const rows = await tx.$queryRaw<{ creditBalance: number }[]>`
    SELECT "creditBalance" FROM "candidates" WHERE "id" = ${candidateId}::uuid FOR NO KEY UPDATE`;
  const row = rows[0];
  if (!row) throw new AppError("CANDIDATE_NOT_FOUND", "Candidate not found");
  return row.creditBalance;
}

/** The conditional update: the balance moves by `delta` only if it stays at or above zero. */
async function moveBalance(tx: Tx, candidateId: string, delta: number): Promise<number | null> {
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

async function appendEntry(tx: Tx, entry: EntryInput): Promise<void> {
  await tx.creditLedgerEntry.create({ data: entry });
}

/**
 * Moves the balance by the entry's `delta` and records the entry with the balance it left: the one
 * way credits move. Null, and nothing recorded, when the balance would fall below zero.
 */
export async function moveCredits(tx: Tx, entry: Omit<EntryInput, "balanceAfter">): Promise<number | null> {
  const balance = await moveBalance(tx, entry.candidateId, entry.delta);
  if (balance !== null) await appendEntry(tx, { ...entry, balanceAfter: balance });
  return balance;
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
  await moveCredits(tx, { ...entry, delta: credits, entitlementId });
}

/**
 * A repeated idempotency key: the first call already did the work, so answer the balance now.
 * A key reused for another candidate is a bug in the caller, never silently accepted.
 */
export async function alreadyRecorded(tx: Tx, candidateId: string, idempotencyKey: string): Promise<boolean> {
  const existing = await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey }, select: { candidateId: true } });
  if (!existing) return false;
  if (existing.candidateId !== candidateId) throw new AppError("OPERATION_RECORDED_FOR_SOMEONE_ELSE", "This operation was already recorded for someone else");
  return true;
}
