// Request bodies of the payment routes, shared with the purchase page.
import { z } from "zod";
import { safeReturnPath } from "@/lib/validation/return-path";

const planType = z.enum(["MOCK"], { error: "Unknown plan type" });
const planName = z.string().trim().toUpperCase().min(1, "Plan is required").max(40);
const couponCode = z.string().trim().toUpperCase().max(40);
/** Where to send the candidate after paying: a page of this site, in the form a browser will read it. */
const returnPath = z
  .string()
  .transform((value, ctx) => safeReturnPath(value) ?? (ctx.addIssue({ code: "custom", message: "The return path must be a page of this site" }), z.NEVER))
  .optional()
  .nullable();

export const ZPlansQuery = z.object({ type: planType.default("MOCK") });

export const ZCouponQuery = z.object({ type: planType, planName, coupon: couponCode.min(1, "Enter a coupon code") });

export const ZCreateOrder = z.object({
  couponCode: couponCode.optional().nullable(),
  currency: z.literal("INR", { error: "Only INR is supported" }).default("INR"),
  type: planType,
  planName,
  returnPath,
});
export type TCreateOrder = z.infer<typeof ZCreateOrder>;

export const ZFullDiscount = z.object({
  coupon: couponCode.min(1, "Enter a coupon code"),
  currency: z.literal("INR", { error: "Only INR is supported" }).default("INR"),
  type: planType,
  planName,
  returnPath,
});

/** What Razorpay Checkout hands its `handler` (and our local test checkout too). */
export const ZVerifyPayment = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});
export type TVerifyPayment = z.infer<typeof ZVerifyPayment>;

export const ZDevCheckout = z.object({
  orderId: z.string().trim().min(1).max(64),
  outcome: z.enum(["success", "failure"]),
});
