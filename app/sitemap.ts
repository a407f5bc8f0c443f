import type { MetadataRoute } from "next";
import { languageAlternates } from "@/components/marketing/page-metadata";
import { HINDI_PATHS, marketingHref } from "@/components/marketing/locale-path";
import { MARKETING_PAGES } from "@/components/marketing/pages";
import { env } from "@/lib/env";

// Built once at build time, like the pages it lists: each page, then its Hindi version where there
// is one, both naming the other (hreflang).
export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().appUrl;
  const built = new Date();
  return Object.values(MARKETING_PAGES).flatMap((page) => {
    const languages = languageAlternates(page.path);
    const alternates = languages ? { languages: Object.fromEntries(Object.entries(languages).map(([code, path]) => [code, `${base}${path}`])) } : undefined;
    const paths = (HINDI_PATHS as readonly string[]).includes(page.path) ? [page.path, marketingHref("hi", page.path)] : [page.path];
    return paths.map((path) => ({ url: `${base}${path}`, lastModified: built, changeFrequency: page.changeFrequency, priority: page.priority, alternates }));
  });
}
