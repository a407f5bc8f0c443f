// The plans and coupons tables as the seed fills them, for payment and credit tests.
import type { Db } from "@/lib/db/client";
import { buildCoupons } from "@/lib/seed/coupons";
import { PLANS } from "@/lib/seed/plans";

export async function seedPlans(db: Db): Promise<void> {
  await db.plan.createMany({ data: [...PLANS], skipDuplicates: true });
  await db.coupon.createMany({ data: buildCoupons(new Date()), skipDuplicates: true });
}

export async function mockPlan(db: Db, planName: "BASIC" | "COPPER" | "SILVER") {
  return db.plan.findUniqueOrThrow({ where: { type_planName: { type: "MOCK", planName } } });
}
