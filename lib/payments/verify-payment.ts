// POST /api/payment/verify-payment: Checkout's handler body. The signature must match the
// order we stored for this candidate; with Razorpay the payment itself is fetched and its
// order, amount and currency must match too before anything is granted.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { gateway, signingSecretFor } from "./gateway";
import type { TVerifyPayment } from "./schema";
import { markOrderPaid, settledView, type SettledOrder } from "./settle-order";
import { isValidPaymentSignature } from "./signature";

export const TRANSACTION_FAILED = "Transaction failed";

interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number | string;
  currency: string;
  status: string;
}

async function confirmWithRazorpay(order: { providerOrderId: string; amountPaise: number; currency: string }, paymentId: string) {
  const g = gateway();
  if (g.kind !== "razorpay") throw new AppError("PAYMENT_FAILED", TRANSACTION_FAILED);
  let payment = (await g.client.payments.fetch(paymentId)) as unknown as RazorpayPayment;
  const matches = payment.order_id === order.providerOrderId && Number(payment.amount) === order.amountPaise && payment.currency === order.currency;
  if (!matches) {
    logger().warn({ paymentId, orderId: order.providerOrderId }, "payment does not match its order");
    throw new AppError("PAYMENT_FAILED", TRANSACTION_FAILED);
  }
  if (payment.status === "authorized") {
    payment = (await g.client.payments.capture(paymentId, order.amountPaise, order.currency)) as unknown as RazorpayPayment;
  }
  if (payment.status !== "captured") throw new AppError("PAYMENT_FAILED", TRANSACTION_FAILED);
}

export async function verifyPayment(o: { candidateId: string; body: TVerifyPayment }): Promise<SettledOrder> {
  const { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = o.body;
  const order = await db().paymentOrder.findFirst({ where: { providerOrderId, candidateId: o.candidateId } });
  if (!order) throw new AppError("NOT_FOUND", "Order not found");
  const secret = signingSecretFor(order.provider);
  if (!secret || !isValidPaymentSignature({ orderId: order.providerOrderId, paymentId, signature, secret })) {
    logger().warn({ orderId: order.id }, "payment signature refused");
    throw new AppError("PAYMENT_SIGNATURE_INVALID", TRANSACTION_FAILED);
  }
  if (order.status === "PAID") {
    if (order.providerPaymentId !== paymentId) throw new AppError("ORDER_ALREADY_PAID", "This order is already paid");
    return settledView(order.id, false);
  }
  if (order.provider === "RAZORPAY") await confirmWithRazorpay(order, paymentId);
  return markOrderPaid({ orderId: order.id, providerPaymentId: paymentId, source: "checkout" });
}
