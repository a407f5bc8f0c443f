import { describe, expect, it } from "vitest";
import { PRIVACY_SECTIONS } from "./legal/privacy-sections";
import { TERMS_SECTIONS } from "./legal/terms-sections";
import { CRAWL_DISALLOWED_PATHS, MARKETING_PAGES } from "./pages";
import { MARKETING_NAV } from "@/components/layout/nav-items";
import { brand } from "@/lib/brand";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { HINDI_PATHS, marketingHref, otherLanguagePath } from "./locale-path";
import { pageWords } from "./page-metadata";
import { fill } from "@/lib/i18n/fill";
import { formatInr } from "@/lib/format";
import { ADDONS, HIRING_PLANS, INTERVIEW_SERVICE_PLANS } from "@/lib/payments/price-list";

describe("the public pages", () => {
  const pages = Object.values(MARKETING_PAGES);

  it("give every page its own title and description", () => {
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
    for (const page of pages) expect(page.description.length, page.path).toBeLessThanOrEqual(160);
  });

  it("keep search engines out of the candidate area but never out of a public page", () => {
    for (const page of pages) {
      const blocked = CRAWL_DISALLOWED_PATHS.some((prefix) => page.path.startsWith(prefix));
      expect(blocked, page.path).toBe(false);
    }
    expect(CRAWL_DISALLOWED_PATHS).toEqual(expect.arrayContaining(["/api/", "/dashboard", "/jobs", "/mock"]));
  });

  it("number the privacy policy in 17 sections, data retention being the 12th", () => {
    expect(PRIVACY_SECTIONS).toHaveLength(17);
    expect(PRIVACY_SECTIONS[11]?.id).toBe("data-retention");
  });

  it("give every legal section an anchor of its own", () => {
    for (const sections of [PRIVACY_SECTIONS, TERMS_SECTIONS]) {
      const ids = sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });
});

describe("the public pages in Hindi", () => {
  it("say in English exactly what the English pages said before their words moved to the catalog", () => {
    const en = CATALOGS.en;
    expect(en.marketingPages.home).toEqual({ title: MARKETING_PAGES.home.title, description: MARKETING_PAGES.home.description });
    expect(en.marketingPages.pricing.title).toBe(MARKETING_PAGES.pricing.title);
    expect(en.marketingPages.team).toEqual({ title: MARKETING_PAGES.team.title, description: MARKETING_PAGES.team.description });
    expect(en.marketingPages.privacy).toEqual({ title: MARKETING_PAGES.privacy.title, description: MARKETING_PAGES.privacy.description });
    expect(en.marketingPages.terms).toEqual({ title: MARKETING_PAGES.terms.title, description: MARKETING_PAGES.terms.description });
    expect([en.marketing.privacy, en.marketing.terms]).toEqual([MARKETING_PAGES.privacy.title, MARKETING_PAGES.terms.title]);
    expect(
      fill(en.marketingPages.pricing.description, { hiring: formatInr(HIRING_PLANS[0].price), service: formatInr(INTERVIEW_SERVICE_PLANS[0].price) }),
    ).toBe(MARKETING_PAGES.pricing.description);
    // The add-ons' names and storage come from the price list.
    for (const addon of ADDONS) {
      expect(en.marketingPricing.addonNames[addon.planName]).toBe(addon.name);
      if ("storage" in addon)
        expect(en.marketingPricing.addonDetails[addon.planName]).toBe(`Keep and replay candidate videos, with ${addon.storage} of storage.`);
    }
    for (const plan of HIRING_PLANS) expect(en.marketingPricing.hiringNames[plan.planName]).toBe(plan.name);
    for (const plan of INTERVIEW_SERVICE_PLANS) expect(en.marketingPricing.interviewNames[plan.planName]).toBe(plan.name);
    expect(en.marketingHome.lead).toBe(brand.description);
    expect(en.marketing.tagline).toBe(brand.tagline);
    expect(MARKETING_NAV.map((item) => item.label)).toEqual([en.marketing.nav.about, en.marketing.nav.pricing, en.marketing.nav.team]);
  });

  it("give every Hindi page its own title and description", () => {
    const hindi = Object.keys(CATALOGS.hi.marketingPages).map((key) => pageWords(key as keyof typeof CATALOGS.hi.marketingPages, "hi"));
    expect(hindi).toHaveLength(HINDI_PATHS.length);
    const english = new Set<string>(Object.values(MARKETING_PAGES).flatMap((page) => [page.title, page.description]));
    for (const page of hindi) {
      expect(english.has(page.title) || english.has(page.description)).toBe(false);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("lead between /x and /hi/x, and nowhere from a page that has no Hindi version", () => {
    expect(HINDI_PATHS).toEqual(Object.values(MARKETING_PAGES).map((page) => page.path));
    expect(marketingHref("hi", "/")).toBe("/hi");
    expect(marketingHref("hi", "/pricing")).toBe("/hi/pricing");
    expect(otherLanguagePath("/")).toEqual({ locale: "hi", href: "/hi" });
    expect(otherLanguagePath("/hi")).toEqual({ locale: "en", href: "/" });
    for (const path of HINDI_PATHS) expect(otherLanguagePath(marketingHref("hi", path))).toEqual({ locale: "en", href: path });
    expect(otherLanguagePath("/privacy-policy")).toEqual({ locale: "hi", href: "/hi/privacy-policy" });
    expect(marketingHref("hi", "/terms-and-conditions")).toBe("/hi/terms-and-conditions");
    expect(marketingHref("hi", "/privacy-policy#data-retention")).toBe("/hi/privacy-policy#data-retention");
    // The candidate area is not a public page: its path carries no language.
    expect(marketingHref("hi", "/auth/login")).toBe("/auth/login");
    expect(otherLanguagePath("/auth/login")).toBeNull();
    expect(marketingHref("hi", "/pricing#features")).toBe("/hi/pricing#features");
    expect(otherLanguagePath("/history")).toBeNull();
  });
});
