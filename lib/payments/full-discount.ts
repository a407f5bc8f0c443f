// POST /api/payment/full-discount: a coupon that covers the whole price. No provider call: the
// order is created PAID (provider FREE) and the credits granted in one transaction.
import { randomBytes, randomUUID } from "node:crypto";
import type { PlanType } from "@/generated/prisma/client";
import { withCreditLock } from "@/lib/credits";
import { AppError } from "@/lib/errors/app-error";
import { COUPON_MESSAGES, countCouponUse, findUsableCoupon, limitCouponTries } from "./coupons";
import { findPurchasablePlan } from "./plans";
import { priceOrder } from "./price";
import { queueReceipt } from "./receipt";
import { safeReturnPath } from "@/lib/validation/return-path";
import { markOrderPaidInTx, settledView, type SettledOrder } from "./settle-order";

export async function redeemFullDiscount(o: {
  candidateId: string;
  type: PlanType;
  planName: string;
  coupon: string;
  returnPath?: string | null;
  ip?: string;
}): Promise<SettledOrder> {
  await limitCouponTries(o);
  const plan = await findPurchasablePlan({ type: o.type, planName: o.planName });
  // A coupon this candidate cannot use is refused at once, without queueing for their lock.
  await findUsableCoupon({ code: o.coupon, plan, candidateId: o.candidateId });
  // One free order per candidate at a time: concurrent clicks queue on the candidate's credit
  // lock and the second finds the coupon already used.
  const orderId = await withCreditLock(o.candidateId, async (tx) => {
    const coupon = await findUsableCoupon({ code: o.coupon, plan, candidateId: o.candidateId, tx });
    const price = priceOrder(plan, coupon);
    if (price.amountPaise !== 0) throw new AppError("COUPON_NOT_FULL", "This coupon does not cover the full price");
    if (!(await countCouponUse(tx, coupon.id))) throw new AppError("COUPON_USED_UP", COUPON_MESSAGES.usedUp);
    const order = await tx.paymentOrder.create({
      data: {
        id: randomUUID(),
        candidateId: o.candidateId,
        planId: plan.id,
        couponId: coupon.id,
        provider: "FREE",
        providerOrderId: `order_free_${randomBytes(9).toString("base64url")}`,
        amountPaise: 0,
        discountPaise: price.discountPaise,
        returnPath: safeReturnPath(o.returnPath),
      },
    });
    await markOrderPaidInTx(tx, order, null);
    return order.id;
  });
  await queueReceipt(orderId);
  return settledView(orderId, true);
}
