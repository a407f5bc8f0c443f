import Link from "next/link";
import type { ReactNode } from "react";
import { brand } from "@/lib/brand";
import { cx } from "@/components/ui/cx";
import { BrandLogo } from "./brand-logo";
import { MAIN_CONTENT_ID } from "./skip-link";

/**
 * The sign-in and onboarding look: the logo over one card on a soft brand glow, no top bar, the
 * legal links underneath. `wide`: the onboarding profile steps; `centred`: the card sits in the
 * middle of a tall screen.
 */
export function CardPage({ children, wide = false, centred = false }: { children: ReactNode; wide?: boolean; centred?: boolean }) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-ink-50/70">
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
        <span>© {new Date().getFullYear()} {brand.name}</span>
        <span aria-hidden="true" className="mx-2">·</span>
        <Link href="/privacy-policy" className="hover:text-ink-900">
          Privacy Policy
        </Link>
        <span aria-hidden="true" className="mx-2">·</span>
        <Link href="/terms-and-conditions" className="hover:text-ink-900">
          Terms and Conditions
        </Link>
      </footer>
    </div>
  );
}
