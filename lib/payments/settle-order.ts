// The one place an order becomes PAID or FAILED. Verification, webhooks, reconciliation and
// the free-order path all end here; the conditional status update makes the grant happen
// exactly once per order whichever of them arrives first, twice, or alone.
import type { PaymentOrder } from "@/generated/prisma/client";
import { getCreditBalance, grantPlan, withCreditLock } from "@/lib/credits";
import { db, type Tx } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { countCouponUse } from "./coupons";
import { queueReceipt } from "./receipt";

export interface SettledOrder {
  /** True for the one call that granted the credits. */
  granted: boolean;
  receivedCoins: number;
  availableCoins: number;
}

/** Call inside withCreditLock for the order's candidate; returns whether this call moved the order to PAID (and granted). */
export async function markOrderPaidInTx(tx: Tx, order: PaymentOrder, providerPaymentId: string | null): Promise<boolean> {
  const moved = await tx.paymentOrder.updateMany({
    where: { id: order.id, status: { not: "PAID" } },
    data: { status: "PAID", providerPaymentId, paidAt: new Date(), failureReason: null },
  });
  if (moved.count === 0) return false;
  const plan = await tx.plan.findUniqueOrThrow({ where: { id: order.planId } });
  await grantPlan(tx, plan, {
    candidateId: order.candidateId,
    credits: plan.credits,
    reason: "PURCHASE",
    idempotencyKey: `order:${order.id}`,
    paymentOrderId: order.id,
  });
  if (order.couponId && order.provider !== "FREE") await countPaidCoupon(tx, { ...order, couponId: order.couponId });
  return true;
}

/**
 * The coupon rules, where the credits are granted: once per candidate, never past the coupon's
 * limit. A payment that breaks them still gets its credits (the money was taken), the coupon is
 * not counted again, and an alert is logged for someone to look at the order.
 */
async function countPaidCoupon(tx: Tx, order: PaymentOrder & { couponId: string }): Promise<void> {
  const usedBefore = await tx.paymentOrder.count({
    where: { candidateId: order.candidateId, couponId: order.couponId, status: "PAID", id: { not: order.id } },
  });
  const rule = usedBefore > 0 ? "once per candidate" : (await countCouponUse(tx, order.couponId)) ? null : "redemption limit";
  if (rule) {
    logger().error(
      { alert: "coupon-rule", rule, orderId: order.id, candidateId: order.candidateId, couponId: order.couponId },
      "ALERT: a payment arrived with a coupon its rules refuse; credits granted, coupon not counted again",
    );
  }
}

export async function markOrderPaid(o: { orderId: string; providerPaymentId: string | null; source: string }): Promise<SettledOrder> {
  const order = await db().paymentOrder.findUniqueOrThrow({ where: { id: o.orderId } });
  const granted = await withCreditLock(order.candidateId, (tx) => markOrderPaidInTx(tx, order, o.providerPaymentId));
  if (granted) {
    logger().info({ orderId: order.id, source: o.source }, "payment order paid; credits granted");
    await queueReceipt(order.id);
  }
  return settledView(order.id, granted);
}

export async function settledView(orderId: string, granted: boolean): Promise<SettledOrder> {
  const order = await db().paymentOrder.findUniqueOrThrow({ where: { id: orderId }, include: { plan: { select: { credits: true } } } });
  return { granted, receivedCoins: order.plan.credits, availableCoins: await getCreditBalance({ candidateId: order.candidateId }) };
}

/** A failed attempt; a later successful payment of the same order still wins. */
export async function markOrderFailed(o: { orderId: string; reason: string }): Promise<boolean> {
  const moved = await db().paymentOrder.updateMany({
    where: { id: o.orderId, status: "CREATED" },
    data: { status: "FAILED", failureReason: o.reason.slice(0, 500) },
  });
  return moved.count === 1;
}
