import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "@/components/layout/skip-link";
import { cx } from "@/components/ui/cx";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public site around a page: its header, the page as the main landmark (the skip link's target), its footer. */
export function SiteFrame({ mainClassName, children }: { mainClassName?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cx("flex-1", mainClassName)}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
