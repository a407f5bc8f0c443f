import { BrandLogo } from "@/components/layout/brand-logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { NavLinks } from "@/components/layout/nav-links";
import { MARKETING_NAV } from "@/components/layout/nav-items";
import { HeaderAccount } from "./header-account";

/** The public site's header. Prerendered: only the account button asks for the session, from the browser. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-ink-200/70 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <MobileMenu links={MARKETING_NAV}>
          <HeaderAccount placement="menu" />
        </MobileMenu>
        <BrandLogo href="/" />
        <nav aria-label="Site" className="ml-6 hidden md:block">
          <NavLinks links={MARKETING_NAV} />
        </nav>
        <div className="ml-auto">
          <HeaderAccount placement="bar" />
        </div>
      </div>
    </header>
  );
}
