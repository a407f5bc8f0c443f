// Plan rows built from the business constants (spec section 9); prices are stored in paise.
import type { Prisma } from "@/generated/prisma/client";
import { ADDONS, HIRING_PLANS, INTERVIEW_SERVICE_PLANS, MOCK_PLANS } from "@/lib/payments/price-list";
import { MOCK_DURATION_TEXT, MOCK_FEEDBACK_READY_TEXT } from "@/lib/mocks/mock-rules";
import { PLAN_VALIDITY_DAYS } from "@/lib/credits/credit-rules";

export type PlanSeed = Prisma.PlanCreateManyInput;

const paise = (rupees: number | null): number | null => (rupees === null ? null : rupees * 100);
const VALIDITY_LINE = `Valid for ${Math.round(PLAN_VALIDITY_DAYS / 30.4)} months`;

const MOCK_DESCRIPTIONS: Record<(typeof MOCK_PLANS)[number]["planName"], string> = {
  BASIC: "One AI mock interview to see where you stand.",
  COPPER: "Three mock interviews to practise, improve and practise again.",
  SILVER: "Five mock interviews for a full round of preparation before the real thing.",
};

function mockPlans(): PlanSeed[] {
  return MOCK_PLANS.map((plan, index) => ({
    type: "MOCK",
    planName: plan.planName,
    name: plan.name,
    description: MOCK_DESCRIPTIONS[plan.planName],
    mrpPaise: paise(plan.mrp),
    pricePaise: paise(plan.price),
    credits: plan.credits,
    quantity: plan.credits,
    quantityUnit: plan.credits === 1 ? "mock interview" : "mock interviews",
    validityDays: PLAN_VALIDITY_DAYS,
    features: [
      plan.credits === 1 ? "1 mock interview" : `${plan.credits} mock interviews`,
      MOCK_DURATION_TEXT.replace(/^\d+ questions/, (n) => `${n} from your CV`),
      "Video answers with scored feedback",
      MOCK_FEEDBACK_READY_TEXT.replace(/^./, (c) => c.toUpperCase()),
      VALIDITY_LINE,
    ],
    recommended: "recommended" in plan && plan.recommended === true,
    sortOrder: index,
  }));
}

function hiringPlans(): PlanSeed[] {
  return HIRING_PLANS.map((plan, index) => {
    const posts = plan.jobPosts;
    const contactOnly = posts === null;
    const postLine = posts === 1 ? "1 job post and 1 hire" : `${posts} job posts and ${posts} hires`;
    return {
      type: "HIRING",
      planName: plan.planName,
      name: plan.name,
      description: contactOnly
        ? "Unlimited hiring with a dedicated account team. Talk to us for a quote."
        : `Everything you need to fill ${posts === 1 ? "one role" : `${posts} roles`} with AI-screened candidates.`,
      pricePaise: paise(plan.price),
      quantity: posts,
      quantityUnit: contactOnly ? null : "job posts",
      validityDays: contactOnly ? null : PLAN_VALIDITY_DAYS,
      features: contactOnly
        ? ["Unlimited job posts", "Dedicated account manager", "Custom integrations with your ATS", "Volume pricing"]
        : [postLine, "CV upload up to 500 CVs", "AI interviews the top 10% of candidates", VALIDITY_LINE],
      recommended: "recommended" in plan && plan.recommended,
      contactOnly,
      sortOrder: index,
    };
  });
}

function interviewServicePlans(): PlanSeed[] {
  return INTERVIEW_SERVICE_PLANS.map((plan, index) => {
    const contactOnly = plan.interviews === null;
    return {
      type: "INTERVIEW_SERVICE",
      planName: plan.planName,
      name: plan.name,
      description: contactOnly
        ? "Our AI interviews under your brand, on your domain. Talk to us for a quote."
        : `${plan.interviews} AI-run video interviews with scored reports for your recruiters.`,
      pricePaise: paise(plan.price),
      quantity: plan.interviews,
      quantityUnit: contactOnly ? null : "interviews",
      validityDays: contactOnly ? null : PLAN_VALIDITY_DAYS,
      features: contactOnly
        ? ["Your logo, colours and domain", "Unlimited interviews", "Dedicated support", "Custom question banks"]
        : [`${plan.interviews} AI interviews`, "Scored video reports", "15-25 sessions", VALIDITY_LINE],
      recommended: "recommended" in plan && plan.recommended,
      contactOnly,
      sortOrder: index,
    };
  });
}

const ADDON_DETAILS: Record<(typeof ADDONS)[number]["planName"], { description: string; features: string[] }> = {
  DISC: {
    description: "A short DISC personality test that shows how you work and communicate.",
    features: ["Dominance, Influence, Steadiness and Conscientiousness scores", "Your primary working style", "Instant result"],
  },
  VIDEO_500: {
    description: "Keep and review interview videos for up to 500 candidates.",
    features: ["Up to 500 candidates", "About 250 GB of video storage", "Share videos with your hiring team"],
  },
  VIDEO_1000: {
    description: "Keep and review interview videos for up to 1000 candidates.",
    features: ["Up to 1000 candidates", "About 500 GB of video storage", "Share videos with your hiring team"],
  },
};

function addonPlans(): PlanSeed[] {
  return ADDONS.map((addon, index) => ({
    type: "ADDON",
    planName: addon.planName,
    name: addon.name,
    description: ADDON_DETAILS[addon.planName].description,
    mrpPaise: "mrp" in addon ? paise(addon.mrp) : null,
    pricePaise: paise(addon.price),
    features: ADDON_DETAILS[addon.planName].features,
    sortOrder: index,
  }));
}

export const PLANS: readonly PlanSeed[] = [...mockPlans(), ...hiringPlans(), ...interviewServicePlans(), ...addonPlans()];
