import { getTranslations } from "next-intl/server";
import { BrandLogo } from "@/components/layout/brand-logo";
import { NavList } from "@/components/layout/nav-list";
import type { NavItem } from "@/components/layout/nav-items";
import { messagesFor } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import { HeaderAccount } from "./header-account";
import { LanguageLink } from "./language-link";
import { authHref, marketingHref } from "./locale-path";
import { MenuLinks } from "./menu-links";

const MENU_ID = "site-menu";

const iconButton = "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900";

function Glyph({ kind }: { kind: "menu" | "close" }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false" className="size-5">
      <path d={kind === "menu" ? "M4 7h16M4 12h16M4 17h16" : "m6 6 12 12M18 6 6 18"} />
    </svg>
  );
}

/**
 * The public site's header, prerendered. The phone menu is a native popover (Escape, outside
 * click and focus return come from the browser), so the header ships almost no JavaScript; only
 * the account button asks for the session, from the browser.
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  // The locale is the path's (given by the layout): this never reads the request, the page stays static.
  const t = await getTranslations({ locale, namespace: "marketing" });
  const nav: NavItem[] = [
    { href: marketingHref(locale, "/"), label: t("nav.about"), icon: "home" },
    { href: marketingHref(locale, "/pricing"), label: t("nav.pricing"), icon: "sparkles" },
    { href: marketingHref(locale, "/our-teams"), label: t("nav.team"), icon: "user" },
  ];
  const home = marketingHref(locale, "/");
  const account = { signIn: t("signIn"), myAccount: t("myAccount"), toDashboard: messagesFor(locale, "marketing").toDashboard };
  // The other language and the account: in the bar, and again in the narrow screen's menu.
  const languageAndAccount = (placement: "bar" | "menu", languageClass: string) => (
    <>
      <LanguageLink label={t("otherLanguage")} className={languageClass} />
      <HeaderAccount placement={placement} text={account} signInHref={authHref(locale, "/auth")} />
    </>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-ink-200/70 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <button type="button" popoverTarget={MENU_ID} aria-label={t("openMenu")} className={`${iconButton} -ml-2 md:hidden`}>
          <Glyph kind="menu" />
        </button>
        <BrandLogo href={home} />
        <nav aria-label={t("siteNav")} className="ml-6 hidden md:block">
          <NavList items={nav} variant="row" />
        </nav>
        <div className="ml-auto flex items-center gap-2">{languageAndAccount("bar", "hidden sm:inline-flex")}</div>
      </div>

      <div
        id={MENU_ID}
        popover="auto"
        className="inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(20rem,86vw)] flex-col border-0 bg-white p-0 text-ink-900 shadow-pop backdrop:bg-ink-950/40 open:flex md:hidden"
      >
        <div className="flex h-16 items-center justify-between border-b border-ink-100 px-4">
          <BrandLogo href={home} />
          <button type="button" popoverTarget={MENU_ID} popoverTargetAction="hide" aria-label={t("closeMenu")} className={iconButton}>
            <Glyph kind="close" />
          </button>
        </div>
        <nav aria-label={t("menuNav")} className="flex-1 overflow-y-auto px-3 py-4">
          <MenuLinks links={nav} menuId={MENU_ID} />
        </nav>
        <div className="space-y-3 border-t border-ink-100 p-4">{languageAndAccount("menu", "flex w-full")}</div>
      </div>
    </header>
  );
}
