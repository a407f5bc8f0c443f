// The public site's pages: one list for titles, descriptions, canonical URLs, the sitemap and tests.
import { brand } from "@/lib/brand";
import { HIRING_PLANS, INTERVIEW_SERVICE_PLANS } from "@/lib/payments/price-list";
import { formatInr } from "@/lib/format";

export interface MarketingPage {
  path: string;
  /** The <title> before the " · HireReady" suffix (home uses its own full title). */
  title: string;
  description: string;
  changeFrequency: "weekly" | "monthly" | "yearly";
  priority: number;
}

export const MARKETING_PAGES = {
  home: {
    path: "/",
    title: `${brand.name} · Find jobs and practise interviews with AI`,
    description: "Search jobs, apply in a click and rehearse with AI mock interviews that score every answer. HireReady gets candidates interview-ready.",
    changeFrequency: "weekly",
    priority: 1,
  },
  pricing: {
    path: "/pricing",
    title: "Pricing for employers",
    description: `Hiring plans from ${formatInr(HIRING_PLANS[0].price)} and AI Interview As A Service from ${formatInr(INTERVIEW_SERVICE_PLANS[0].price)}. Compare plans, add-ons and features, with prices in Indian rupees.`,
    changeFrequency: "monthly",
    priority: 0.8,
  },
  team: {
    path: "/our-teams",
    title: "Our team and contact",
    description: "Meet the founders behind HireReady and get in touch: ask about plans, white labelling, partnerships or your account.",
    changeFrequency: "monthly",
    priority: 0.6,
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "How HireReady collects, uses, keeps and protects your data, including interview videos, attention analysis and AI processing of CVs.",
    changeFrequency: "yearly",
    priority: 0.3,
  },
  terms: {
    path: "/terms-and-conditions",
    title: "Terms and Conditions",
    description: "The rules for using HireReady: accounts, interviews and recordings, AI feedback, mock interview credits, payments and refunds.",
    changeFrequency: "yearly",
    priority: 0.3,
  },
} as const satisfies Record<string, MarketingPage>;

export type MarketingPageKey = keyof typeof MARKETING_PAGES;

/** Kept out of search engines: the candidate area, links that carry tokens, the API and dev tools. */
export const CRAWL_DISALLOWED_PATHS = [
  "/dashboard",
  "/jobs",
  "/discover",
  "/cv",
  "/interview",
  "/test/",
  "/mock",
  "/purchase",
  "/verify-account-small",
  "/auth/reset-password",
  "/api/",
  "/dev/",
] as const;
