// Razorpay's signatures: HMAC-SHA256, hex. Checkout signs "order_id|payment_id" with the key
// secret; webhooks sign the raw request body with the webhook secret.
import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(o: { orderId: string; paymentId: string; signature: string; secret: string }): boolean {
  return sameHex(paymentSignature(o.orderId, o.paymentId, o.secret), o.signature);
}

export function isValidWebhookSignature(o: { rawBody: string; signature: string | null; secret: string }): boolean {
  return o.signature !== null && sameHex(hmacHex(o.secret, o.rawBody), o.signature);
}
