// The plans on sale, with amounts in rupees as the API shows them.
import type { Plan, PlanType } from "@/generated/prisma/client";
import { PLAN_VALIDITY_DAYS } from "@/lib/credits/credit-rules";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { rupees } from "./price";

export interface PlanView {
  planName: string;
  name: string;
  description: string;
  mrp: number;
  price: number;
  credits: number;
  validityDays: number;
  features: string[];
}

export function toPlanView(plan: Plan): PlanView {
  return {
    planName: plan.planName,
    name: plan.name,
    description: plan.description,
    mrp: rupees(plan.mrpPaise ?? plan.pricePaise ?? 0),
    price: rupees(plan.pricePaise ?? 0),
    credits: plan.credits,
    validityDays: plan.validityDays ?? PLAN_VALIDITY_DAYS,
    features: plan.features,
  };
}

export async function listPlans(o: { type: PlanType }): Promise<PlanView[]> {
  const plans = await db().plan.findMany({
    where: { type: o.type, active: true, contactOnly: false },
    orderBy: { sortOrder: "asc" },
  });
  return plans.map(toPlanView);
}

/** A plan that can be bought here (mock plans grant credits). */
export async function findPurchasablePlan(o: { type: PlanType; planName: string }): Promise<Plan> {
  const plan = await db().plan.findUnique({ where: { type_planName: { type: o.type, planName: o.planName } } });
  if (!plan || !plan.active || plan.contactOnly || plan.pricePaise === null || plan.credits <= 0) {
    throw new AppError("NOT_FOUND", "Plan not found");
  }
  return plan;
}
