import type { Metadata } from "next";
import { brand } from "@/lib/brand";
import { MARKETING_PAGES, type MarketingPageKey } from "./pages";

// app/opengraph-image.tsx, named here because a page's own openGraph replaces the inherited one.
const SOCIAL_IMAGE = { url: "/opengraph-image", width: 1200, height: 630, alt: `${brand.name}: ${brand.tagline}`, type: "image/png" };

/** Title, description, canonical URL, Open Graph and Twitter card for one public page. */
export function marketingMetadata(key: MarketingPageKey): Metadata {
  const page = MARKETING_PAGES[key];
  const fullTitle = key === "home" ? page.title : `${page.title} · ${brand.name}`;
  return {
    title: key === "home" ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: "website",
      siteName: brand.name,
      locale: "en_IN",
      url: page.path,
      title: fullTitle,
      description: page.description,
      images: [SOCIAL_IMAGE],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description: page.description, images: [SOCIAL_IMAGE] },
  };
}
