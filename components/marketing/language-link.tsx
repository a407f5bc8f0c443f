"use client";
// The public header's language switch: a plain link between /x and /hi/x (the path carries the
// language, no cookie is read or written), drawn only on a page that has both versions.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import { otherLanguagePath } from "./locale-path";

export function LanguageLink({ label, className = "" }: { label: string; className?: string }) {
  const other = otherLanguagePath(usePathname());
  if (!other) return null;
  return (
    <Link
      href={other.href}
      hrefLang={other.locale}
      lang={other.locale}
      title={label}
      data-testid="public-language"
      className={`h-9 items-center justify-center rounded-xl px-3 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 transition-colors hover:bg-ink-50 ${other.locale === "hi" ? "font-devanagari" : ""} ${className}`}
    >
      {LOCALE_NAMES[other.locale]}
    </Link>
  );
}
