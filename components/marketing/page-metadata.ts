import type { Metadata } from "next";
import { brand } from "@/lib/brand";
import { formatInr } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import { HIRING_PLANS, INTERVIEW_SERVICE_PLANS } from "@/lib/payments/price-list";
import { messagesFor } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_PATHS, marketingHref } from "./locale-path";
import { MARKETING_PAGES, type MarketingPageKey } from "./pages";

// app/opengraph-image.tsx, named here because a page's own openGraph replaces the inherited one.
const SOCIAL_IMAGE = { url: "/opengraph-image", width: 1200, height: 630, alt: `${brand.name}: ${brand.tagline}`, type: "image/png" };

const OG_LOCALES: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" };

/** A page's versions by language for `hreflang` (English is also the default), or none when it is English only. */
export function languageAlternates(path: string): Record<string, string> | undefined {
  if (!(HINDI_PATHS as readonly string[]).includes(path)) return undefined;
  return { en: path, hi: marketingHref("hi", path), "x-default": path };
}

/** The figures a page's description names (the pricing page's lowest prices). */
const FIGURES = { hiring: formatInr(HIRING_PLANS[0].price), service: formatInr(INTERVIEW_SERVICE_PLANS[0].price) };

/** The title and description of a public page in `locale` (Hindi from the catalog, for the pages that have it). */
export function pageWords(key: MarketingPageKey, locale: Locale): { title: string; description: string } {
  const hindi: Record<string, { title: string; description: string }> = messagesFor("hi", "marketingPages");
  const words = hindi[key];
  if (locale === "en" || !words) return MARKETING_PAGES[key];
  return { title: words.title, description: fill(words.description, FIGURES) };
}

/** Title, description, canonical URL, language versions, Open Graph and Twitter card for one public page. */
export function marketingMetadata(key: MarketingPageKey, locale: Locale = "en"): Metadata {
  const page = MARKETING_PAGES[key];
  const { title, description } = pageWords(key, locale);
  const path = marketingHref(locale, page.path);
  const fullTitle = key === "home" ? title : `${title} · ${brand.name}`;
  return {
    title: key === "home" ? { absolute: title } : title,
    description,
    alternates: { canonical: path, languages: languageAlternates(page.path) },
    openGraph: {
      type: "website",
      siteName: brand.name,
      locale: OG_LOCALES[locale],
      url: path,
      title: fullTitle,
      description,
      images: [SOCIAL_IMAGE],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [SOCIAL_IMAGE] },
  };
}
