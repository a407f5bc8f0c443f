"use client";

import Link from "next/link";
import { CreditBadge, LedgerButton, ShareInterviewButton } from "@/components/credits";
import { buttonClasses } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";

/** The list's actions: "Take mock test" with the credit badge ("your credits"), "Share Interview" and "Ledger". */
export function MockToolbar({ credits }: { credits: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
      <Link href="/mock/new-mock" className={cx(buttonClasses(), "group/credits")}>
        <Icon name="video" className="size-4" aria-hidden />
        Take mock test
        <CreditBadge initialCredits={credits} className="bg-white" />
      </Link>
      <ShareInterviewButton />
      <LedgerButton />
    </div>
  );
}
