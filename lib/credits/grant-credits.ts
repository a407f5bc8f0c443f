// A purchase or a redemption: credits plus an entitlement valid for the plan's days.
import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { PLAN_VALIDITY_DAYS } from "./credit-rules";
import { settleExpired } from "./expire-credits";
import { alreadyRecorded, inCreditTransaction, lockCandidate, moveCredits } from "./ledger";

const DAY_MS = 86_400_000;

export interface GrantCreditsOptions {
  candidateId: string;
  planId: string;
  credits: number;
  validityDays: number;
  reason: "PURCHASE" | "REDEEM";
  idempotencyKey: string;
  paymentOrderId?: string;
  shareTokenId?: string;
  tx?: Tx;
}

export function grantCredits(o: GrantCreditsOptions): Promise<{ balance: number }> {
  if (!Number.isInteger(o.credits) || o.credits <= 0) throw new AppError("INVALID_INPUT", "Credits to grant must be a positive whole number");
  if (!Number.isInteger(o.validityDays) || o.validityDays <= 0) throw new AppError("INVALID_INPUT", "A plan must be valid for at least a day");
  return inCreditTransaction(o.tx, o.candidateId, async (tx) => {
    const stored = await lockCandidate(tx, o.candidateId);
    if (await alreadyRecorded(tx, o.candidateId, o.idempotencyKey)) return { balance: stored };
    const now = new Date();
    await settleExpired(tx, o.candidateId, now);
    const entitlement = await tx.planEntitlement.create({
      data: {
        candidateId: o.candidateId,
        planId: o.planId,
        paymentOrderId: o.paymentOrderId ?? null,
        shareTokenId: o.shareTokenId ?? null,
        credits: o.credits,
        remaining: o.credits,
        startsAt: now,
        expiresAt: new Date(now.getTime() + o.validityDays * DAY_MS),
      },
      select: { id: true },
    });
    const balance = await moveCredits(tx, {
      candidateId: o.candidateId,
      delta: o.credits,
      reason: o.reason,
      idempotencyKey: o.idempotencyKey,
      entitlementId: entitlement.id,
      paymentOrderId: o.paymentOrderId ?? null,
      shareTokenId: o.shareTokenId ?? null,
    });
    if (balance === null) throw new Error("A grant could not raise the balance");
    return { balance };
  });
}

/** What a plan's grant needs to say beyond the plan: why, once under which key, and what it came from. */
export type PlanGrant = Pick<GrantCreditsOptions, "candidateId" | "credits" | "reason" | "idempotencyKey" | "paymentOrderId" | "shareTokenId">;

/**
 * Credits from `plan`, valid for the plan's own days (PLAN_VALIDITY_DAYS when the plan sets none),
 * in `tx`: a paid order's credits and a redeemed share link's are granted this one way.
 */
export function grantPlan(tx: Tx, plan: { id: string; validityDays: number | null }, grant: PlanGrant): Promise<{ balance: number }> {
  return grantCredits({ ...grant, tx, planId: plan.id, validityDays: plan.validityDays ?? PLAN_VALIDITY_DAYS });
}
