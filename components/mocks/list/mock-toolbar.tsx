"use client";

import Link from "next/link";
import { CreditBadge, LedgerButton, ShareInterviewButton } from "@/components/credits";
import { buttonClasses } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import type { MockListText } from "./mock-list-text";

/** The list's actions: "Take mock test" with the credit badge ("your credits"), "Share Interview" and "Ledger". */
export function MockToolbar({ credits, text }: { credits: number; text: MockListText }) {
  return (
    <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
      <Link href="/mock/new-mock" className={cx(buttonClasses(), "group/credits")}>
        <Icon name="video" className="size-4" aria-hidden />
        {text.takeMockTest}
        <CreditBadge initialCredits={credits} className="bg-white" text={text.credits} />
      </Link>
      <ShareInterviewButton text={text.credits} />
      <LedgerButton text={text.credits} />
    </div>
  );
}
