// Every amount is computed here, on the server, from the stored plan and coupon (never the client).
import type { Coupon, Plan } from "@/generated/prisma/client";
import { PAYMENT_MIN_AMOUNT_PAISE } from "./price-list";

export interface Price {
  mrpPaise: number;
  pricePaise: number;
  discountPaise: number;
  amountPaise: number;
}

export function couponDiscountPaise(coupon: Pick<Coupon, "discountType" | "discountValue">, pricePaise: number): number {
  const raw = coupon.discountType === "PERCENT" ? Math.round((pricePaise * Math.min(coupon.discountValue, 100)) / 100) : coupon.discountValue;
  return Math.max(0, Math.min(raw, pricePaise));
}

export function priceOrder(plan: Pick<Plan, "mrpPaise" | "pricePaise">, coupon: Pick<Coupon, "discountType" | "discountValue"> | null): Price {
  const pricePaise = plan.pricePaise ?? 0;
  let discountPaise = coupon ? couponDiscountPaise(coupon, pricePaise) : 0;
  let amountPaise = pricePaise - discountPaise;
  // A payment under the provider's minimum is charged the minimum rather than refused.
  if (amountPaise > 0 && amountPaise < PAYMENT_MIN_AMOUNT_PAISE) {
    amountPaise = Math.min(PAYMENT_MIN_AMOUNT_PAISE, pricePaise);
    discountPaise = pricePaise - amountPaise;
  }
  return { mrpPaise: plan.mrpPaise ?? pricePaise, pricePaise, discountPaise, amountPaise };
}

export const rupees = (paise: number): number => paise / 100;
