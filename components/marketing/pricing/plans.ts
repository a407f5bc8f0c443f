// The pricing page's plans, built from the price list of spec section 9 (lib/payments/price-list.ts),
// in the page's words (the `marketingPricing` namespace: English is the spec's, Hindi the /hi page's).
import {
  ADDONS,
  HIRING_PLAN_VALIDITY_MONTHS,
  HIRING_PLANS,
  INTERVIEW_SERVICE_PLANS,
  INTERVIEW_SERVICE_VALIDITY,
  PLAN_FEATURE_NOTES,
} from "@/lib/payments/price-list";
import { formatCount, formatInr } from "@/lib/format";
import type { Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";

export type PricingWords = Messages["marketingPricing"];

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

/** `n` with the one-or-many message: "1 job post", "3 job posts". */
const plural = (n: number, one: string, many: string) => fill(n === 1 ? one : many, { count: formatCount(n) });

/** A plan sold on a call ("talk to us"): no price, no period. */
const talkToUsCard = (key: string, name: string, summary: string, features: string[]): PricedPlan => ({
  key,
  name,
  price: null,
  per: "",
  summary,
  features,
  recommended: false,
});

export function hiringPlanCards(w: PricingWords): PricedPlan[] {
  return HIRING_PLANS.map((plan) => {
    const name = w.hiringNames[plan.planName];
    if (plan.price === null || plan.jobPosts === null) {
      return talkToUsCard(plan.planName, name, w.enterpriseSummary, [
        fill(w.enterpriseMore, { count: HIRING_PLANS.at(-2)?.jobPosts ?? 50 }),
        w.enterpriseVolume,
        w.enterpriseOnboarding,
      ]);
    }
    // The spec gives one figure per plan, covering job posts and hires alike (Basic: 1 job post, 1 hire).
    const hires = plan.jobPosts;
    return {
      key: plan.planName,
      name,
      price: plan.price,
      per: fill(w.forMonths, { months: HIRING_PLAN_VALIDITY_MONTHS }),
      summary: fill(w.perJobPost, { price: formatInr(Math.round(plan.price / plan.jobPosts)) }),
      features: [
        plural(plan.jobPosts, w.jobPostOne, w.jobPostMany),
        plural(hires, w.hireOne, w.hireMany),
        fill(w.screening, { count: PLAN_FEATURE_NOTES.cvUploadsMax }),
        fill(w.validFor, { months: HIRING_PLAN_VALIDITY_MONTHS }),
      ],
      recommended: "recommended" in plan && plan.recommended,
    };
  });
}

export function interviewPlanCards(w: PricingWords): PricedPlan[] {
  return INTERVIEW_SERVICE_PLANS.map((plan) => {
    const name = w.interviewNames[plan.planName];
    if (plan.price === null || plan.interviews === null) {
      return talkToUsCard(plan.planName, name, w.whiteSummary, [w.whiteLogo, w.whiteVolume, w.whiteReports]);
    }
    return {
      key: plan.planName,
      name,
      price: plan.price,
      per: plural(plan.interviews, w.forInterviewsOne, w.forInterviewsMany),
      summary: fill(w.perInterview, { price: formatInr(Math.round(plan.price / plan.interviews)) }),
      features: [
        plural(plan.interviews, w.videoOne, w.videoMany),
        w.monitoring,
        w.scoredReport,
        fill(w.validAnnual, { months: INTERVIEW_SERVICE_VALIDITY.months, annual: INTERVIEW_SERVICE_VALIDITY.annualAgreementMonths }),
      ],
      recommended: "recommended" in plan && plan.recommended,
    };
  });
}

export interface AddonCard {
  key: string;
  name: string;
  price: number | null;
  mrp?: number;
  detail: string;
}

export function addonCards(w: PricingWords): AddonCard[] {
  return [
    ...ADDONS.map((addon) => ({
      key: addon.planName,
      name: w.addonNames[addon.planName],
      price: addon.price,
      mrp: "mrp" in addon ? addon.mrp : undefined,
      detail: w.addonDetails[addon.planName],
    })),
    { key: "SOFT_SKILLS", name: w.addonNames.SOFT_SKILLS, price: null, detail: w.addonDetails.SOFT_SKILLS },
  ];
}
