// The demo candidate holds an active Silver mock plan, so every mock screen works on first run.
// Granted through the ledger like a purchase; the fixed key grants it once per database.
import { PLAN_VALIDITY_DAYS } from "@/lib/credits/credit-rules";
import { grantCredits } from "@/lib/credits";
import type { Tx } from "@/lib/db/client";

export const DEMO_PLAN_NAME = "SILVER";

export async function seedDemoCredits(tx: Tx, candidateId: string): Promise<number | null> {
  const plan = await tx.plan.findUnique({ where: { type_planName: { type: "MOCK", planName: DEMO_PLAN_NAME } }, select: { id: true, credits: true } });
  if (!plan) return null;
  const { balance } = await grantCredits({
    candidateId,
    planId: plan.id,
    credits: Math.max(plan.credits, 3),
    validityDays: PLAN_VALIDITY_DAYS,
    reason: "PURCHASE",
    idempotencyKey: "seed:demo-silver-plan",
    tx,
  });
  return balance;
}
