import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "@/components/layout/main-content";
import { HtmlLang } from "@/components/language/html-lang";
import { cx } from "@/components/ui/cx";
import type { Locale } from "@/lib/i18n/locales";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The public site around a page: its header, the page as the main landmark (the skip link's target),
 * its footer. In Hindi (/hi/…) the frame is marked lang="hi" in the prerendered HTML and HtmlLang
 * sets the document's lang once the page runs (the one root layout writes "en").
 */
export function SiteFrame({ mainClassName, locale = "en", children }: { mainClassName?: string; locale?: Locale; children: ReactNode }) {
  const hindi = locale === "hi";
  return (
    <div className={cx("flex min-h-dvh flex-col", hindi && "font-devanagari")} lang={hindi ? "hi" : undefined} data-ui-lang={hindi ? "hi" : undefined}>
      {hindi ? <HtmlLang locale="hi" /> : null}
      <SiteHeader locale={locale} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cx("flex-1", mainClassName)}>
        {children}
      </main>
      <SiteFooter locale={locale} />
    </div>
  );
}
