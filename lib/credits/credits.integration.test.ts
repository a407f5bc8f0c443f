// The credit ledger against a real PostgreSQL: exact under concurrency, idempotent, expiring.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { mockPlan, seedPlans } from "@/test/plans";
import { getCreditBalance, grantCredits, hasActivePlan, listLedger, refundCredit, spendCredit, NO_ACTIVE_PLAN } from ".";

const t = useTestDatabase();
let planId = "";

beforeAll(async () => {
  await seedPlans(t.db());
  planId = (await mockPlan(t.db(), "COPPER")).id;
});

const grant = (candidateId: string, credits: number, key: string = randomUUID()) =>
  grantCredits({ candidateId, planId, credits, validityDays: 182, reason: "PURCHASE", idempotencyKey: key });

async function ledgerSum(candidateId: string): Promise<number> {
  const sum = await t.db().creditLedgerEntry.aggregate({ where: { candidateId }, _sum: { delta: true } });
  return sum._sum.delta ?? 0;
}

async function storedBalance(candidateId: string): Promise<number> {
  const row = await t.db().candidate.findUniqueOrThrow({ where: { id: candidateId }, select: { creditBalance: true } });
  return row.creditBalance;
}

async function expireAll(candidateId: string) {
  await t.db().planEntitlement.updateMany({ where: { candidateId }, data: { expiresAt: new Date(Date.now() - 1000) } });
}

describe("credits ledger", () => {
  it("1,000 concurrent spends on a balance of 7 succeed exactly 7 times and the ledger sums to the balance", async () => {
    const { id } = await createCandidate();
    await grant(id, 4);
    await grant(id, 3);
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) => spendCredit({ candidateId: id, reason: "MOCK_CREATE", idempotencyKey: `race-${id}-${i}`, mockId: randomUUID() })),
    );
    const succeeded = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(succeeded).toHaveLength(7);
    expect(new Set(refused.map((r) => (r.reason as Error).message))).toEqual(new Set([NO_ACTIVE_PLAN]));
    expect(await storedBalance(id)).toBe(0);
    expect(await ledgerSum(id)).toBe(0);
    const remaining = await t.db().planEntitlement.findMany({ where: { candidateId: id }, select: { remaining: true } });
    expect(remaining.map((e) => e.remaining)).toEqual([0, 0]);
    // Each successful spend saw a distinct balance: 6, 5, …, 0.
    const after = await t.db().creditLedgerEntry.findMany({ where: { candidateId: id, reason: "MOCK_CREATE" }, select: { balanceAfter: true } });
    expect(after.map((e) => e.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  }, 180_000);

  it("a repeated idempotency key spends or grants only once", async () => {
    const { id } = await createCandidate();
    await Promise.all([grant(id, 3, `grant-${id}`), grant(id, 3, `grant-${id}`)]);
    expect(await getCreditBalance({ candidateId: id })).toBe(3);
    const spends = await Promise.all(Array.from({ length: 5 }, () => spendCredit({ candidateId: id, reason: "MOCK_CREATE", idempotencyKey: `spend-${id}` })));
    expect(spends.every((s) => s.balance === 2)).toBe(true);
    expect(await t.db().creditLedgerEntry.count({ where: { candidateId: id } })).toBe(2);
    expect(await t.db().planEntitlement.count({ where: { candidateId: id } })).toBe(1);
  });

  it("an expired plan's credits cannot be spent, and the expiry shows in the ledger", async () => {
    const { id } = await createCandidate();
    await grant(id, 5);
    expect(await hasActivePlan({ candidateId: id })).toBe(true);
    await expireAll(id);
    expect(await hasActivePlan({ candidateId: id })).toBe(false);
    await expect(spendCredit({ candidateId: id, reason: "MOCK_CREATE", idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: "NO_CREDIT",
      message: NO_ACTIVE_PLAN,
    });
    expect(await getCreditBalance({ candidateId: id })).toBe(0);
    const [latest] = await listLedger({ candidateId: id });
    expect(latest).toMatchObject({ reason: "EXPIRY", delta: -5, balanceAfter: 0, planName: "Copper" });
    expect(await ledgerSum(id)).toBe(0);
  });

  it("spends from the plan that expires first; only that plan's credits expire", async () => {
    const { id } = await createCandidate();
    await grantCredits({ candidateId: id, planId, credits: 2, validityDays: 10, reason: "PURCHASE", idempotencyKey: randomUUID() });
    await grantCredits({ candidateId: id, planId, credits: 3, validityDays: 100, reason: "PURCHASE", idempotencyKey: randomUUID() });
    await spendCredit({ candidateId: id, reason: "MOCK_CREATE", idempotencyKey: randomUUID() });
    await t.db().planEntitlement.updateMany({ where: { candidateId: id, credits: 2 }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await getCreditBalance({ candidateId: id })).toBe(3);
    const expiry = await t.db().creditLedgerEntry.findFirstOrThrow({ where: { candidateId: id, reason: "EXPIRY" } });
    expect(expiry.delta).toBe(-1);
  });

  it("a failed mock's credit comes back once, to the entitlement it came from", async () => {
    const { id } = await createCandidate();
    await grant(id, 2);
    const mockId = randomUUID();
    await spendCredit({ candidateId: id, reason: "MOCK_CREATE", idempotencyKey: `create-${mockId}`, mockId });
    expect(await getCreditBalance({ candidateId: id })).toBe(1);
    await refundCredit({ candidateId: id, reason: "MOCK_REFUND", idempotencyKey: `refund-${mockId}`, mockId });
    await refundCredit({ candidateId: id, reason: "MOCK_REFUND", idempotencyKey: `refund-${mockId}`, mockId });
    await refundCredit({ candidateId: id, reason: "MOCK_REFUND", idempotencyKey: `refund-again-${mockId}`, mockId });
    expect(await getCreditBalance({ candidateId: id })).toBe(2);
    expect(await ledgerSum(id)).toBe(2);
    await expect(refundCredit({ candidateId: id, reason: "MOCK_REFUND", idempotencyKey: randomUUID(), mockId: randomUUID() })).rejects.toMatchObject({
      code: "NOTHING_TO_REFUND",
    });
  });

  it("spends inside the caller's transaction and rolls back with it", async () => {
    const { id } = await createCandidate();
    await grant(id, 1);
    await expect(
      t.db().$transaction(async (tx) => {
        await spendCredit({ candidateId: id, reason: "MOCK_CREATE", idempotencyKey: randomUUID(), tx });
        throw new Error("mock creation failed");
      }),
    ).rejects.toThrow("mock creation failed");
    expect(await getCreditBalance({ candidateId: id })).toBe(1);
    expect(await ledgerSum(id)).toBe(1);
  });

  it("an unredeemed share link's credit goes back to the sharer when the link expires", async () => {
    const { id } = await createCandidate();
    await grant(id, 2);
    const share = await t.db().shareToken.create({
      data: { tokenHash: randomUUID(), createdById: id, expiresAt: new Date(Date.now() + 60_000) },
    });
    await spendCredit({ candidateId: id, reason: "SHARE_CREATE", idempotencyKey: `share-${share.id}`, shareTokenId: share.id });
    expect(await getCreditBalance({ candidateId: id })).toBe(1);
    await t.db().shareToken.update({ where: { id: share.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await getCreditBalance({ candidateId: id })).toBe(2);
    const [latest] = await listLedger({ candidateId: id });
    expect(latest).toMatchObject({ reason: "SHARE_REFUND", delta: 1, balanceAfter: 2 });
  });

  it("ledger rows cannot be changed", async () => {
    const { id } = await createCandidate();
    await grant(id, 1);
    await expect(t.db().creditLedgerEntry.updateMany({ where: { candidateId: id }, data: { delta: 100 } })).rejects.toThrow(/append-only/);
  });
});
