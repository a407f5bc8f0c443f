import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature } from "./signature";

describe("Razorpay signatures", () => {
  it("match the SDK's own checkout verification", () => {
    const signature = paymentSignature("order_A1", "pay_B2", "s3cret");
    expect(validatePaymentVerification({ order_id: "order_A1", payment_id: "pay_B2" }, signature, "s3cret")).toBe(true);
    expect(isValidPaymentSignature({ orderId: "order_A1", paymentId: "pay_B2", signature, secret: "s3cret" })).toBe(true);
  });

  it("refuse a signature for another order, payment or secret", () => {
    const signature = paymentSignature("order_A1", "pay_B2", "s3cret");
    expect(isValidPaymentSignature({ orderId: "order_A2", paymentId: "pay_B2", signature, secret: "s3cret" })).toBe(false);
    expect(isValidPaymentSignature({ orderId: "order_A1", paymentId: "pay_B3", signature, secret: "s3cret" })).toBe(false);
    expect(isValidPaymentSignature({ orderId: "order_A1", paymentId: "pay_B2", signature, secret: "other" })).toBe(false);
    expect(isValidPaymentSignature({ orderId: "order_A1", paymentId: "pay_B2", signature: "abc", secret: "s3cret" })).toBe(false);
  });

  it("check a webhook over the exact raw body, as the SDK does", () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const signature = paymentSignature("x", "y", "z"); // any wrong value
    const good = createHmac("sha256", "whsec").update(body).digest("hex");
    expect(validateWebhookSignature(body, good, "whsec")).toBe(true);
    expect(isValidWebhookSignature({ rawBody: body, signature: good, secret: "whsec" })).toBe(true);
    expect(isValidWebhookSignature({ rawBody: `${body} `, signature: good, secret: "whsec" })).toBe(false);
    expect(isValidWebhookSignature({ rawBody: body, signature, secret: "whsec" })).toBe(false);
    expect(isValidWebhookSignature({ rawBody: body, signature: null, secret: "whsec" })).toBe(false);
  });
});
