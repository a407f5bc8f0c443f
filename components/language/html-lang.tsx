"use client";
// The document's language follows the interface's. The one root layout writes lang="en" so the
// public pages stay static; a page rendered per request for a Hindi interface sets it here, on
// hydration and again when the language is switched (the content itself is marked lang in the
// server's HTML too, see AppShell).
import { useEffect } from "react";
import type { Locale } from "@/lib/i18n/locales";

export function HtmlLang({ locale }: { locale: Locale }) {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    // Leaving the shell (a public page reached by client navigation) goes back to the root's English.
    return () => {
      root.lang = "en";
    };
  }, [locale]);
  return null;
}
