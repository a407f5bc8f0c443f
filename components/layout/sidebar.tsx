"use client";

import Link from "next/link";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { BrandLogo } from "./brand-logo";
import { LogoutButton } from "./logout-button";
import { CANDIDATE_MORE, CANDIDATE_NAV, screenLink } from "./nav-items";
import { NavList } from "./nav-list";
import { useNavLabels, useShellText } from "./shell-text";

const itemClass = "group flex h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors";

/** The md+ left rail of the candidate area. Below md the BottomBar takes its place. */
export function Sidebar() {
  const mockHref = screenLink("mock");
  const text = useShellText();
  const labels = useNavLabels();
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-ink-200/80 bg-white md:flex">
      <div className="flex h-16 shrink-0 items-center px-6">
        <BrandLogo href="/dashboard" />
      </div>
      <nav aria-label={text.mainNav} className="flex-1 overflow-y-auto px-4 py-4">
        <NavList items={CANDIDATE_NAV} variant="rail" labels={labels} />
        <NavList items={CANDIDATE_MORE} variant="rail" labels={labels} className="mt-3 border-t border-ink-100 pt-3" />
      </nav>
      <div className="space-y-3 px-4 pb-5">
        {mockHref ? (
          <Link
            href={mockHref}
            className="block rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100/70 p-4 ring-1 ring-brand-100 transition hover:ring-brand-200"
          >
            <span className="flex size-8 items-center justify-center rounded-lg bg-white text-brand shadow-sm">
              <Icon name="video" className="size-4.5" />
            </span>
            <span className="mt-3 block text-sm font-semibold text-ink-900">{text.practiseTitle}</span>
            <span className="mt-1 block text-xs leading-relaxed text-ink-600">{text.practiseText}</span>
          </Link>
        ) : null}
        <LogoutButton className={cx(itemClass, "text-ink-600 hover:bg-ink-50 hover:text-ink-900 disabled:opacity-60")} />
      </div>
    </aside>
  );
}
