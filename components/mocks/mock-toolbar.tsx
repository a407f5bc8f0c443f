"use client";

import Link from "next/link";
import { Button, buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";

/**
 * The list's actions: "Take mock test" with the credit badge, "Share Interview" and "Ledger".
 * Slots: the share dialog and the ledger come from components/credits once that lands; until
 * then Share links to the plans page and Ledger says what the spec's product says.
 */
export function MockToolbar({ credits }: { credits: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link href="/mock/new-mock" className={buttonClasses({ className: "relative pr-12" })}>
        <Icon name="video" className="size-4" aria-hidden />
        Take mock test
        <span
          title="your credits"
          aria-label={`${credits} credits: your credits`}
          data-testid="credit-badge"
          className="absolute right-2 top-1/2 grid min-w-7 -translate-y-1/2 place-items-center rounded-full bg-white px-1.5 py-0.5 text-xs font-bold text-brand-700"
        >
          {credits}
        </span>
      </Link>
      {/* SLOT(share): replace with the share dialog from components/credits. */}
      <Link href="/mock/plans" className={buttonClasses({ variant: "outline" })}>
        <Icon name="link" className="size-4" aria-hidden />
        Share Interview
      </Link>
      {/* SLOT(ledger): replace with the ledger from components/credits. */}
      <Button variant="ghost" onClick={() => window.alert("Ledger feature coming soon!")}>
        Ledger
      </Button>
    </div>
  );
}
