import { brand } from "@/lib/brand";
import { fill } from "@/lib/i18n/fill";
import { HIRING_PLAN_VALIDITY_MONTHS, INTERVIEW_SERVICE_VALIDITY, PLAN_FEATURE_NOTES as NOTES } from "@/lib/payments/price-list";
import type { AccordionItem } from "./feature-accordion";
import type { PricingWords } from "./plans";

/** The figures the answers name, from the price list. */
const FIGURES = {
  cvs: NOTES.cvUploadsMax,
  percent: NOTES.aiInterviewTopPercent,
  min: NOTES.sessions.min,
  max: NOTES.sessions.max,
  candidates: NOTES.storage.candidates,
  gigabytes: NOTES.storage.gigabytes,
  hiringMonths: HIRING_PLAN_VALIDITY_MONTHS,
  serviceMonths: INTERVIEW_SERVICE_VALIDITY.months,
  name: brand.name,
};

const ORDER = ["cv", "interviews", "monitoring", "storage", "validity", "whiteLabel", "buy"] as const;

/** The pricing page's features, question and answer, in the page's words. */
export function pricingFaq(w: PricingWords): AccordionItem[] {
  return ORDER.map((key) => ({ question: w.faq[key].q, answer: <p>{fill(w.faq[key].a, FIGURES)}</p> }));
}
