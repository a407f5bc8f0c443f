// The local test checkout (no Razorpay keys): plays Razorpay's part for an order of ours.
// Success hands back the same signed body Checkout gives its handler, which the page then
// posts to /api/payment/verify-payment like any payment; failure records a failed attempt.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { devPaymentsAllowed, signingSecretFor } from "./gateway";
import type { TVerifyPayment } from "./schema";
import { markOrderFailed } from "./settle-order";
import { paymentSignature } from "./signature";

export const DEV_FAILURE_REASON = "Payment declined in the local test checkout";

export async function completeDevCheckout(o: {
  candidateId: string;
  orderId: string;
  outcome: "success" | "failure";
}): Promise<{ outcome: "success"; payment: TVerifyPayment } | { outcome: "failure"; error: { description: string } }> {
  if (!devPaymentsAllowed()) throw new AppError("NOT_FOUND", "Not found");
  const order = await db().paymentOrder.findFirst({ where: { providerOrderId: o.orderId, candidateId: o.candidateId, provider: "DEV" } });
  if (!order) throw new AppError("NOT_FOUND", "Order not found");
  if (o.outcome === "failure") {
    await markOrderFailed({ orderId: order.id, reason: DEV_FAILURE_REASON });
    return { outcome: "failure", error: { description: DEV_FAILURE_REASON } };
  }
  const secret = signingSecretFor("DEV");
  if (!secret) throw new AppError("NOT_FOUND", "Not found");
  const paymentId = `pay_dev_${randomBytes(9).toString("base64url")}`;
  return {
    outcome: "success",
    payment: {
      razorpay_order_id: order.providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(order.providerOrderId, paymentId, secret),
    },
  };
}
