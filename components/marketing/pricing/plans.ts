// The pricing page's plans, built from the price list of spec section 9 (lib/payments/price-list.ts).
import {
  ADDONS,
  HIRING_PLAN_VALIDITY_MONTHS,
  HIRING_PLANS,
  INTERVIEW_SERVICE_PLANS,
  INTERVIEW_SERVICE_VALIDITY,
  PLAN_FEATURE_NOTES,
} from "@/lib/payments/price-list";
import { formatCount, formatInr } from "@/lib/format";

export interface PricedPlan {
  key: string;
  name: string;
  /** Rupees; null means "talk to us". */
  price: number | null;
  per: string;
  summary: string;
  features: string[];
  recommended: boolean;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** A plan sold on a call ("talk to us"): no price, no period. */
const talkToUsCard = (plan: { planName: string; name: string }, summary: string, features: string[]): PricedPlan => ({
  key: plan.planName,
  name: plan.name,
  price: null,
  per: "",
  summary,
  features,
  recommended: false,
});

export const HIRING_PLAN_CARDS: PricedPlan[] = HIRING_PLANS.map((plan) => {
  if (plan.price === null || plan.jobPosts === null) {
    return talkToUsCard(plan, "For organisations hiring at scale across teams and locations.", [
      `More than ${HIRING_PLANS.at(-2)?.jobPosts ?? 50} job posts`,
      "Volume pricing and invoicing on your terms",
      "Onboarding and support for your hiring team",
    ]);
  }
  // The spec gives one figure per plan, covering job posts and hires alike (Basic: 1 job post, 1 hire).
  const hires = plan.jobPosts;
  return {
    key: plan.planName,
    name: plan.name,
    price: plan.price,
    per: `for ${HIRING_PLAN_VALIDITY_MONTHS} months`,
    summary: `${formatInr(Math.round(plan.price / plan.jobPosts))} per job post`,
    features: [
      plural(plan.jobPosts, "job post", "job posts"),
      plural(hires, "hire", "hires"),
      `AI screening of up to ${PLAN_FEATURE_NOTES.cvUploadsMax} CVs`,
      `Valid for ${HIRING_PLAN_VALIDITY_MONTHS} months`,
    ],
    recommended: "recommended" in plan && plan.recommended,
  };
});

export const INTERVIEW_PLAN_CARDS: PricedPlan[] = INTERVIEW_SERVICE_PLANS.map((plan) => {
  if (plan.price === null || plan.interviews === null) {
    return talkToUsCard(plan, "Run the AI interviewer under your own brand, for your clients or your own teams.", [
      "Your logo, colours and domain",
      "Any interview volume",
      "Reports in your name",
    ]);
  }
  return {
    key: plan.planName,
    name: plan.name,
    price: plan.price,
    per: `for ${plural(plan.interviews, "interview", "interviews")}`,
    summary: `${formatInr(Math.round(plan.price / plan.interviews))} per interview`,
    features: [
      plural(plan.interviews, "AI video interview", "AI video interviews"),
      "Emotion and attention monitoring",
      "Scored report for every candidate",
      `Valid for ${INTERVIEW_SERVICE_VALIDITY.months} months (${INTERVIEW_SERVICE_VALIDITY.annualAgreementMonths} on annual terms)`,
    ],
    recommended: "recommended" in plan && plan.recommended,
  };
});

export interface AddonCard {
  key: string;
  name: string;
  price: number | null;
  mrp?: number;
  detail: string;
}

export const ADDON_CARDS: AddonCard[] = [
  ...ADDONS.map((addon) => ({
    key: addon.planName,
    name: addon.name,
    price: addon.price,
    mrp: "mrp" in addon ? addon.mrp : undefined,
    detail:
      "storage" in addon
        ? `Keep and replay candidate videos, with ${addon.storage} of storage.`
        : "A DISC profile of how each candidate works, communicates and decides.",
  })),
  { key: "SOFT_SKILLS", name: "Soft-skills tests", price: null, detail: "Communication, teamwork and problem-solving tests." },
];
