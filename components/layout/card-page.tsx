import Link from "next/link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { brand } from "@/lib/brand";
import { cx } from "@/components/ui/cx";
import { HtmlLang } from "@/components/language/html-lang";
import "@/components/language/script-text";
import { currentLocale } from "@/lib/i18n/current-locale";
import { marketingHref } from "@/components/marketing/locale-path";
import { BrandLogo } from "./brand-logo";
import { MAIN_CONTENT_ID } from "./main-content";

/**
 * The sign-in and onboarding look: the logo over one card on a soft brand glow, no top bar, the
 * legal links underneath. `wide`: the onboarding profile steps; `centred`: the card sits in the
 * middle of a tall screen. Rendered per request, in the visitor's language (the account's, the
 * cookie's or the browser's, as the candidate area), marked on the content and the document.
 */
export async function CardPage({ children, wide = false, centred = false }: { children: ReactNode; wide?: boolean; centred?: boolean }) {
  const locale = await currentLocale();
  const t = await getTranslations("auth");
  return (
    <div lang={locale} data-ui-lang={locale} className={cx("relative flex min-h-dvh flex-col bg-ink-50/70", locale === "hi" && "font-devanagari")}>
      <HtmlLang locale={locale} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_70%)]"
      />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={cx("relative flex flex-1 flex-col items-center px-4 pt-10 pb-10 sm:pt-12", centred && "sm:justify-center")}
      >
        <BrandLogo href="/" className="mb-8" />
        <div className={cx("w-full rounded-3xl border border-ink-200/80 bg-white p-6 shadow-card sm:p-9", wide ? "max-w-[34rem]" : "max-w-[26rem]")}>
          {children}
        </div>
      </main>
      <footer className="relative pb-6 text-center text-xs text-ink-500">
        <span>
          © {new Date().getFullYear()} {brand.name}
        </span>
        <span aria-hidden="true" className="mx-2">
          ·
        </span>
        <Link href={marketingHref(locale, "/privacy-policy")} className="hover:text-ink-900">
          {t("privacyPolicy")}
        </Link>
        <span aria-hidden="true" className="mx-2">
          ·
        </span>
        <Link href={marketingHref(locale, "/terms-and-conditions")} className="hover:text-ink-900">
          {t("terms")}
        </Link>
      </footer>
    </div>
  );
}
