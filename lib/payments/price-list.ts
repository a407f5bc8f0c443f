// The plans, services and add-ons on sale with their prices in rupees, and the payment rules.

/** Mock plans, INR. Prices are in rupees; the payments domain works in paise. */
export const MOCK_PLANS = [
  { planName: "BASIC", name: "Basic", credits: 1, mrp: 99, price: 39 },
  { planName: "COPPER", name: "Copper", credits: 3, mrp: 297, price: 87 },
  { planName: "SILVER", name: "Silver", credits: 5, mrp: 495, price: 95 },
] as const;
export const HIRING_PLANS = [
  { planName: "BASIC", name: "Basic", price: 9999, jobPosts: 1 },
  { planName: "COPPER", name: "Copper", price: 29550, jobPosts: 3 },
  { planName: "SILVER", name: "Silver", price: 48750, jobPosts: 5, recommended: true },
  { planName: "GOLD", name: "Gold", price: 94990, jobPosts: 10 },
  { planName: "PLATINUM", name: "Platinum", price: 449950, jobPosts: 50 },
  { planName: "ENTERPRISE", name: "Enterprise", price: null, jobPosts: null },
] as const;
export const INTERVIEW_SERVICE_PLANS = [
  { planName: "BASIC", name: "Basic", price: 15001, interviews: 10 },
  { planName: "SMALL", name: "Small", price: 120000, interviews: 100, recommended: true },
  { planName: "MEDIUM", name: "Medium", price: 500500, interviews: 500 },
  { planName: "LARGE", name: "Large", price: 849000, interviews: 1000 },
  { planName: "WHITE_LABEL", name: "White labelling", price: null, interviews: null },
] as const;
export const ADDONS = [
  { planName: "DISC", name: "DISC personality test", price: 49, mrp: 99 },
  { planName: "VIDEO_500", name: "Video access, up to 500 candidates", price: 7500, storage: "about 250 GB" },
  { planName: "VIDEO_1000", name: "Video access, up to 1000 candidates", price: 15000, storage: "about 500 GB" },
] as const;
export const HIRING_PLAN_VALIDITY_MONTHS = 6;
/** Interview As A Service validity: the spec gives 6 months in one place and one year in another. */
export const INTERVIEW_SERVICE_VALIDITY = { months: 6, annualAgreementMonths: 12 } as const;
export const PLAN_FEATURE_NOTES = {
  cvUploadsMax: 500,
  aiInterviewTopPercent: 10,
  sessions: { min: 15, max: 25 },
  storage: { candidates: 100, gigabytes: 60 },
} as const;
/** Orders still CREATED this long after checkout opened are checked with Razorpay by a task. */
export const PAYMENT_RECONCILE_AFTER_MINUTES = 15;
/** Razorpay refuses orders under ₹1. */
export const PAYMENT_MIN_AMOUNT_PAISE = 100;
