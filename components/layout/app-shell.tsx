"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { HtmlLang } from "@/components/language/html-lang";
// The self-hosted Devanagari font's faces (one path for every Devanagari on screen): a browser fetches
// the font only when a page shows Devanagari, as the Hindi interface does.
import "@/components/language/script-text";
import { cx } from "@/components/ui/cx";
import type { Locale } from "@/lib/i18n/locales";
import { BottomBar } from "./bottom-bar";
import type { ShellCandidate } from "./profile-menu";
import { ShellTextProvider, type ShellText } from "./shell-text";
import { Sidebar } from "./sidebar";
import { MAIN_CONTENT_ID } from "./main-content";
import { TopBar } from "./top-bar";
import { isHeaderHidden, isSidebarHidden } from "./visibility";

type AppShellProps = { candidate: ShellCandidate | null; googleEnabled: boolean; locale: Locale; text: ShellText; children: ReactNode };

/** The candidate area frame: picks top bar and sidebar for the current path (spec section 2, Layout). */
export function AppShell({ candidate, googleEnabled, locale, text, children }: AppShellProps) {
  const pathname = usePathname();
  const showHeader = !isHeaderHidden(pathname);
  const showSidebar = candidate !== null && !isSidebarHidden(pathname);

  return (
    <ShellTextProvider text={text}>
      <HtmlLang locale={locale} />
      <div lang={locale} data-ui-lang={locale} className={cx("min-h-dvh bg-ink-50/60", locale === "hi" && "font-devanagari")}>
        {showSidebar ? <Sidebar /> : null}
        <div className={cx("flex min-h-dvh flex-col", showSidebar && "md:pl-64")}>
          {showHeader ? <TopBar candidate={candidate} googleEnabled={googleEnabled} sidebarShown={showSidebar} locale={locale} /> : null}
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className={cx(
              "flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8",
              // Room for the fixed bottom bar (and the phone's home indicator) below md.
              showSidebar && "pb-[calc(6rem+env(safe-area-inset-bottom))] md:pb-8",
            )}
          >
            {children}
          </main>
        </div>
        {showSidebar ? <BottomBar /> : null}
      </div>
    </ShellTextProvider>
  );
}
