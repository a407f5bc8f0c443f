"use client";

// The credit count ("your credits"), read from the ledger's balance; 0 when it cannot be read.
import { useCallback, useEffect, useState } from "react";
import { cx } from "@/components/ui/cx";
import type { RequestResult } from "@/components/api/request";
import type { Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import { CREDITS_CHANGED_EVENT, CREDITS_FETCH_ERROR, fetchCredits } from "./credits-api";

/** The credits' words in the interface language (the `credits` namespace, handed by the page). */
export type CreditsText = Messages["credits"];

export function useCredits(initial?: number) {
  const [credits, setCredits] = useState<number | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);
  const apply = useCallback((read: Promise<RequestResult<{ credits: number }>>) => {
    void read.then((result) => {
      setCredits(result.ok ? result.data.credits : 0);
      setError(result.ok ? null : CREDITS_FETCH_ERROR);
    });
  }, []);
  const refresh = useCallback(() => apply(fetchCredits()), [apply]);
  useEffect(() => {
    // Initial data from the server is fresh; otherwise read it now.
    if (initial === undefined) apply(fetchCredits());
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<number | undefined>).detail;
      if (typeof detail === "number") setCredits(detail);
      else apply(fetchCredits());
    };
    window.addEventListener(CREDITS_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CREDITS_CHANGED_EVENT, onChange);
  }, [initial, apply]);
  return { credits, error, refresh };
}

/**
 * A small pill; put it on the "Take mock test" button or beside a heading. Its "your credits"
 * tooltip shows while the pointer is on the pill or on the control that holds it (mark that
 * control `group/credits`), and while that control has keyboard focus.
 */
export function CreditBadge({ initialCredits, className, text }: { initialCredits?: number; className?: string; text: CreditsText }) {
  const { credits, error } = useCredits(initialCredits);
  const label = credits === null ? "…" : String(credits);
  return (
    <span className="group relative inline-flex">
      <span
        data-testid="credit-badge"
        aria-label={fill(text.creditsLabel, { credits: credits ?? text.loading })}
        className={cx(
          "inline-flex min-w-7 items-center justify-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700 ring-1 ring-brand-200",
          className,
        )}
      >
        <CoinIcon />
        {label}
      </span>
      <span
        role="tooltip"
        className="pointer-events-none absolute top-full left-1/2 z-10 mt-1.5 -translate-x-1/2 rounded-md bg-ink-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 transition-opacity group-hover:opacity-100 group-hover/credits:opacity-100 group-focus-visible/credits:opacity-100"
      >
        {text.yourCredits}
      </span>
      {error ? (
        <span className="sr-only" role="status">
          {text.fetchError}
        </span>
      ) : null}
    </span>
  );
}

function CoinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="8" cy="8" r="6.2" />
      <path d="M8 4.8v6.4M6.2 6.4c0-.8.8-1.3 1.8-1.3s1.8.5 1.8 1.2c0 1.7-3.6.9-3.6 2.8 0 .8.8 1.3 1.8 1.3s1.8-.5 1.8-1.3" strokeLinecap="round" />
    </svg>
  );
}
