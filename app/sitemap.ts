import type { MetadataRoute } from "next";
import { MARKETING_PAGES } from "@/components/marketing/pages";
import { env } from "@/lib/env";

// Built once at build time, like the pages it lists.
export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().appUrl;
  const built = new Date();
  return Object.values(MARKETING_PAGES).map((page) => ({
    url: `${base}${page.path === "/" ? "/" : page.path}`,
    lastModified: built,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
}
