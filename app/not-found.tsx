import type { Metadata } from "next";
import { BrandLogo } from "@/components/layout/brand-logo";
import { LazyNotFoundActions } from "@/components/layout/lazy-not-found-actions";
import { MAIN_CONTENT_ID } from "@/components/layout/main-content";

export const metadata: Metadata = { title: "Page not found" };

// Static on purpose: Next.js renders the root not-found into every page's tree, so reading the
// session here would turn the whole marketing site dynamic. NotFoundActions asks from the browser
// (loaded only when this screen shows: lazy-not-found-actions.tsx).
export default function NotFound() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-dvh flex-col bg-ink-50/60">
      <div className="px-5 py-5 sm:px-8">
        <BrandLogo href="/" />
      </div>
      <div className="flex flex-1 items-center justify-center px-5 pb-20">
        <div className="max-w-md text-center">
          <LostPageIllustration />
          <p className="mt-8 text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">Page not found</h1>
          <p className="mt-4 text-base leading-relaxed text-balance text-ink-600">
            The link may be broken or the page may have moved. Check the address, or carry on from a link below.
          </p>
          <LazyNotFoundActions />
        </div>
      </div>
    </main>
  );
}

function LostPageIllustration() {
  return (
    <svg viewBox="0 0 240 170" aria-hidden="true" className="mx-auto w-56 sm:w-64">
      <ellipse cx="120" cy="92" rx="112" ry="70" fill="var(--color-brand-50)" />
      <rect x="42" y="28" width="156" height="108" rx="14" fill="#fff" stroke="var(--color-ink-200)" strokeWidth="2" />
      <path d="M42 52h156" stroke="var(--color-ink-200)" strokeWidth="2" />
      <circle cx="58" cy="40" r="4" fill="var(--color-brand-300)" />
      <circle cx="72" cy="40" r="4" fill="var(--color-ink-200)" />
      <circle cx="86" cy="40" r="4" fill="var(--color-ink-200)" />
      <text x="120" y="104" textAnchor="middle" fontSize="38" fontWeight="800" fill="var(--color-brand)" fontFamily="inherit">
        404
      </text>
      <path d="M70 120h56M134 120h36" stroke="var(--color-ink-200)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="176" cy="118" r="20" fill="#fff" stroke="var(--color-ink-900)" strokeWidth="5" />
      <path d="m190 132 16 16" stroke="var(--color-ink-900)" strokeWidth="7" strokeLinecap="round" />
      <path d="M170 112c2-4 10-4 12 0 2 4-6 5-6 9" stroke="var(--color-brand)" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="176" cy="126" r="1.8" fill="var(--color-brand)" />
    </svg>
  );
}
