// Demo coupons, one for each path of the coupon box: percent off, flat off, free order, expired.
// A PERCENT value is whole percent; a FLAT value is paise, like every stored amount.
import type { Prisma } from "@/generated/prisma/client";

const DAY_MS = 86_400_000;

export const SEED_COUPON_CODES = ["WELCOME10", "FLAT20", "FREEMOCK", "EXPIRED5"] as const;

/** Coupons with dates made absolute against `now`, so the expired one is always expired. */
export function buildCoupons(now: Date): Prisma.CouponCreateManyInput[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      code: "WELCOME10",
      description: "10% off any mock interview plan",
      discountType: "PERCENT",
      discountValue: 10,
      planType: "MOCK",
      validFrom: daysAgo(30),
    },
    {
      code: "FLAT20",
      description: "₹20 off any mock interview plan",
      discountType: "FLAT",
      discountValue: 20 * 100,
      planType: "MOCK",
      validFrom: daysAgo(30),
    },
    {
      code: "FREEMOCK",
      description: "Your first Basic mock interview free",
      discountType: "PERCENT",
      discountValue: 100,
      planType: "MOCK",
      planName: "BASIC",
      maxRedemptions: 1000,
      validFrom: daysAgo(30),
    },
    {
      code: "EXPIRED5",
      description: "5% off mock interview plans (campaign ended)",
      discountType: "PERCENT",
      discountValue: 5,
      planType: "MOCK",
      validFrom: daysAgo(90),
      validUntil: daysAgo(30),
    },
  ];
}
