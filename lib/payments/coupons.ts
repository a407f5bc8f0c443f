// Coupon checks, the same for the coupon box, a paid order and a free order.
import type { Coupon, Plan, PlanType } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db/client";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { AppError } from "@/lib/errors/app-error";
import { enforceRateLimits, perIp } from "@/lib/rate-limit";
import { findPurchasablePlan } from "./plans";
import { couponDiscountPaise, rupees } from "./price";

export const COUPON_MESSAGES = {
  applied: "Coupon applied successfully",
  invalid: "Invalid coupon code",
  expired: "This coupon has expired",
  notForPlan: "This coupon is not valid for this plan",
  usedUp: "This coupon has been fully redeemed",
  alreadyUsed: "You have already used this coupon",
} as const;

/** Every coupon a person tries (to check it, or to pay with it) counts against them and their address. */
export async function limitCouponTries(o: { candidateId: string; ip?: string }): Promise<void> {
  const ip = o.ip ?? "unknown";
  await enforceRateLimits([
    { key: `coupon:candidate:${o.candidateId}`, rule: RATE_LIMITS.couponPerCandidate },
    ...perIp(ip, { key: `coupon:ip:${ip}`, rule: RATE_LIMITS.couponPerIp }),
  ]);
}

/** The coupon if this candidate may use it on this plan now; otherwise an AppError with the reason. */
export async function findUsableCoupon(o: { code: string; plan: Plan; candidateId: string; now?: Date; tx?: Tx }): Promise<Coupon> {
  const client = o.tx ?? db();
  const now = o.now ?? new Date();
  const coupon = await client.coupon.findUnique({ where: { code: o.code.trim().toUpperCase() } });
  if (!coupon || !coupon.active || coupon.validFrom > now) throw new AppError("NOT_FOUND", COUPON_MESSAGES.invalid);
  if (coupon.validUntil && coupon.validUntil <= now) throw new AppError("COUPON_EXPIRED", COUPON_MESSAGES.expired);
  if ((coupon.planType && coupon.planType !== o.plan.type) || (coupon.planName && coupon.planName !== o.plan.planName)) {
    throw new AppError("COUPON_NOT_FOR_PLAN", COUPON_MESSAGES.notForPlan);
  }
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) {
    throw new AppError("COUPON_USED_UP", COUPON_MESSAGES.usedUp);
  }
  const used = await client.paymentOrder.count({ where: { candidateId: o.candidateId, couponId: coupon.id, status: "PAID" } });
  if (used > 0) throw new AppError("COUPON_ALREADY_USED", COUPON_MESSAGES.alreadyUsed);
  return coupon;
}

/**
 * GET /api/payment/coupon-verify: `{ success, discount, message }` with the discount in rupees; a
 * coupon that cannot be used is a 400 carrying the same fields, its reason as the message.
 */
export async function verifyCoupon(o: { code: string; type: PlanType; planName: string; candidateId: string; ip?: string }) {
  const plan = await findPurchasablePlan({ type: o.type, planName: o.planName });
  await limitCouponTries(o);
  try {
    const coupon = await findUsableCoupon({ code: o.code, plan, candidateId: o.candidateId });
    return { success: true, discount: rupees(couponDiscountPaise(coupon, plan.pricePaise ?? 0)), message: COUPON_MESSAGES.applied };
  } catch (error) {
    if (error instanceof AppError) throw new AppError("COUPON_NOT_USABLE", error.message, { success: false, discount: 0, message: error.message });
    throw error;
  }
}

/** Counts a use when an order is paid, never past the coupon's limit; false when it is used up. */
export async function countCouponUse(tx: Tx, couponId: string): Promise<boolean> {
  const rows = await tx.$executeRaw`
    UPDATE "coupons" SET "redemptionCount" = "redemptionCount" + 1
    WHERE "id" = ${couponId}::uuid AND ("maxRedemptions" IS NULL OR "redemptionCount" < "maxRedemptions")`;
  return rows === 1;
}
