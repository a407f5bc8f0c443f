import type { MetadataRoute } from "next";
import { CRAWL_DISALLOWED_PATHS } from "@/components/marketing/pages";
import { env } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  const base = env().appUrl;
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...CRAWL_DISALLOWED_PATHS] },
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
