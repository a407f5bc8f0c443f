// POST /api/payment/create-order: price the plan and coupon here, then open the order with
// Razorpay (receipt = our order id, notes with plan and candidate) or the local test checkout.
// A candidate holds at most one open order per coupon: asking again for the same plan reuses it,
// asking for another plan replaces it, so one coupon can never be paid twice at its discount.
import { randomBytes, randomUUID } from "node:crypto";
import type { Coupon, PaymentOrder, Plan, PlanType } from "@/generated/prisma/client";
import { inCandidateTurn, withCreditLock } from "@/lib/credits";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { safeReturnPath } from "@/lib/validation/return-path";
import { logger } from "@/lib/log";
import { findUsableCoupon, limitCouponTries } from "./coupons";
import { gateway, type Gateway } from "./gateway";
import { findPurchasablePlan } from "./plans";
import { priceOrder } from "./price";

export const PAYMENT_REQUEST_ERROR = "Error While requesting for payment";
export const REPLACED_ORDER_REASON = "Replaced by a newer order with the same coupon";

export interface CreatedOrder {
  order: { amount: number; currency: string; id: string };
  /** Razorpay Checkout's key, or null for the local test checkout. */
  keyId: string | null;
  provider: "RAZORPAY" | "DEV";
  plan: { planName: string; name: string; description: string };
}

interface CreateOrderOptions {
  candidateId: string;
  type: PlanType;
  planName: string;
  couponCode?: string | null;
  returnPath?: string | null;
  /** The client address, for the coupon limits. */
  ip?: string;
}

type OpenGateway = Exclude<Gateway, { kind: "none" }>;

function openGateway(): OpenGateway {
  const g = gateway();
  if (g.kind === "none") throw new AppError("PAYMENTS_UNAVAILABLE", PAYMENT_REQUEST_ERROR);
  return g;
}

const providerOf = (g: OpenGateway): "RAZORPAY" | "DEV" => (g.kind === "razorpay" ? "RAZORPAY" : "DEV");

function view(order: Pick<PaymentOrder, "amountPaise" | "providerOrderId">, plan: Plan, g: OpenGateway): CreatedOrder {
  return {
    order: { amount: order.amountPaise, currency: "INR", id: order.providerOrderId },
    keyId: g.kind === "razorpay" ? g.keyId : null,
    provider: providerOf(g),
    plan: { planName: plan.planName, name: plan.name, description: plan.description },
  };
}

async function openProviderOrder(g: OpenGateway, o: { id: string; amountPaise: number; candidateId: string; plan: Plan }): Promise<string> {
  if (g.kind !== "razorpay") return `order_dev_${randomBytes(9).toString("base64url")}`;
  try {
    const created = await g.client.orders.create({
      amount: o.amountPaise,
      currency: "INR",
      receipt: o.id,
      notes: { orderId: o.id, candidateId: o.candidateId, planType: o.plan.type, planName: o.plan.planName },
    });
    if (created.amount !== o.amountPaise) throw new Error(`Razorpay order ${created.id} has amount ${created.amount}`);
    return created.id;
  } catch (error) {
    logger().error({ err: error }, "razorpay: creating an order failed");
    throw new AppError("PAYMENT_REQUEST_FAILED", PAYMENT_REQUEST_ERROR);
  }
}

function orderData(o: CreateOrderOptions, plan: Plan, coupon: Coupon | null, g: OpenGateway, id: string, providerOrderId: string) {
  const price = priceOrder(plan, coupon);
  return {
    id,
    candidateId: o.candidateId,
    planId: plan.id,
    couponId: coupon?.id ?? null,
    provider: providerOf(g),
    providerOrderId,
    amountPaise: price.amountPaise,
    discountPaise: price.discountPaise,
    currency: "INR",
    returnPath: safeReturnPath(o.returnPath),
  };
}

export async function createPaymentOrder(o: CreateOrderOptions): Promise<CreatedOrder> {
  const plan = await findPurchasablePlan({ type: o.type, planName: o.planName });
  if (o.couponCode) await limitCouponTries(o);
  // Checked first without a lock, so a coupon this candidate cannot use is refused at once.
  const coupon = o.couponCode ? await findUsableCoupon({ code: o.couponCode, plan, candidateId: o.candidateId }) : null;
  const amountPaise = priceOrder(plan, coupon).amountPaise;
  if (amountPaise === 0) throw new AppError("NOTHING_TO_PAY", "Nothing to pay: use the free order");
  const g = openGateway();
  const id = randomUUID();
  if (!coupon) {
    const providerOrderId = await openProviderOrder(g, { id, amountPaise, candidateId: o.candidateId, plan });
    await db().paymentOrder.create({ data: orderData(o, plan, null, g, id, providerOrderId) });
    return view({ amountPaise, providerOrderId }, plan, g);
  }
  // With a coupon, the candidate's turn spans the look for an open order, the provider call and
  // the insert; the short transactions around the call run under the candidate's lock.
  return inCandidateTurn(o.candidateId, async () => {
    const open = await withCreditLock(o.candidateId, async (tx) => {
      const usable = await findUsableCoupon({ code: coupon.code, plan, candidateId: o.candidateId, tx });
      return tx.paymentOrder.findFirst({
        where: { candidateId: o.candidateId, couponId: usable.id, status: "CREATED", planId: plan.id, provider: providerOf(g), amountPaise },
        orderBy: { createdAt: "desc" },
      });
    });
    if (open) return view(open, plan, g);
    const providerOrderId = await openProviderOrder(g, { id, amountPaise, candidateId: o.candidateId, plan });
    await withCreditLock(o.candidateId, async (tx) => {
      const usable = await findUsableCoupon({ code: coupon.code, plan, candidateId: o.candidateId, tx });
      await tx.paymentOrder.updateMany({
        where: { candidateId: o.candidateId, couponId: usable.id, status: "CREATED" },
        data: { status: "FAILED", failureReason: REPLACED_ORDER_REASON },
      });
      await tx.paymentOrder.create({ data: orderData(o, plan, usable, g, id, providerOrderId) });
    });
    return view({ amountPaise, providerOrderId }, plan, g);
  });
}
