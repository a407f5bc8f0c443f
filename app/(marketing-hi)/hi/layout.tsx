import type { ReactNode } from "react";
// The Devanagari font's faces (fetched by the browser only for Devanagari text).
import "@/components/language/script-text";
import { SiteFrame } from "@/components/marketing/site-frame";

/** The public pages in Hindi: the language is the path's (/hi/…), so they are prerendered like the English ones. */
export default function HindiMarketingLayout({ children }: { children: ReactNode }) {
  return <SiteFrame locale="hi">{children}</SiteFrame>;
}
