// POST /api/payment/create-order: price the plan and coupon here, then open the order with
// Razorpay (receipt = our order id, notes with plan and candidate) or the local test checkout.
import { randomBytes, randomUUID } from "node:crypto";
import type { PlanType } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { findUsableCoupon } from "./coupons";
import { gateway } from "./gateway";
import { findPurchasablePlan } from "./plans";
import { priceOrder } from "./price";
import { safeReturnPath } from "@/lib/http/return-path";

export const PAYMENT_REQUEST_ERROR = "Error While requesting for payment";

export interface CreatedOrder {
  order: { amount: number; currency: string; id: string };
  /** Razorpay Checkout's key, or null for the local test checkout. */
  keyId: string | null;
  provider: "RAZORPAY" | "DEV";
  plan: { planName: string; name: string; description: string };
}

export async function createPaymentOrder(o: {
  candidateId: string;
  type: PlanType;
  planName: string;
  couponCode?: string | null;
  returnPath?: string | null;
}): Promise<CreatedOrder> {
  const plan = await findPurchasablePlan({ type: o.type, planName: o.planName });
  const coupon = o.couponCode ? await findUsableCoupon({ code: o.couponCode, plan, candidateId: o.candidateId }) : null;
  const price = priceOrder(plan, coupon);
  if (price.amountPaise === 0) throw new AppError("BAD_REQUEST", "Nothing to pay: use the free order");

  const g = gateway();
  if (g.kind === "none") throw new AppError("FORBIDDEN", PAYMENT_REQUEST_ERROR);
  const id = randomUUID();
  let providerOrderId: string;
  if (g.kind === "razorpay") {
    try {
      const created = await g.client.orders.create({
        amount: price.amountPaise,
        currency: "INR",
        receipt: id,
        notes: { orderId: id, candidateId: o.candidateId, planType: plan.type, planName: plan.planName },
      });
      if (created.amount !== price.amountPaise) throw new Error(`Razorpay order ${created.id} has amount ${created.amount}`);
      providerOrderId = created.id;
    } catch (error) {
      logger().error({ err: error }, "razorpay: creating an order failed");
      throw new AppError("BAD_REQUEST", PAYMENT_REQUEST_ERROR);
    }
  } else {
    providerOrderId = `order_dev_${randomBytes(9).toString("base64url")}`;
  }
  await db().paymentOrder.create({
    data: {
      id,
      candidateId: o.candidateId,
      planId: plan.id,
      couponId: coupon?.id ?? null,
      provider: g.kind === "razorpay" ? "RAZORPAY" : "DEV",
      providerOrderId,
      amountPaise: price.amountPaise,
      discountPaise: price.discountPaise,
      currency: "INR",
      returnPath: safeReturnPath(o.returnPath),
    },
  });
  return {
    order: { amount: price.amountPaise, currency: "INR", id: providerOrderId },
    keyId: g.kind === "razorpay" ? g.keyId : null,
    provider: g.kind === "razorpay" ? "RAZORPAY" : "DEV",
    plan: { planName: plan.planName, name: plan.name, description: plan.description },
  };
}
