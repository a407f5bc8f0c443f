"use client";

import Link from "next/link";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { LogoutButton } from "./logout-button";
import { CANDIDATE_NAV, isNavActive } from "./nav-items";

const itemClass =
  "flex h-full flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors";

/** The sidebar's small-screen form: a fixed bar along the bottom edge (hidden from md up). */
export function BottomBar({ pathname }: { pathname: string }) {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200/80 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid h-16 grid-cols-4">
        {CANDIDATE_NAV.map((item) => {
          const active = isNavActive(pathname, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cx(itemClass, active ? "text-brand-700" : "text-ink-500 hover:text-ink-900")}
              >
                <span
                  className={cx(
                    "flex h-7 w-12 items-center justify-center rounded-full transition-colors",
                    active && "bg-brand-50 text-brand",
                  )}
                >
                  <Icon name={item.icon} className="size-5" />
                </span>
                {item.label}
              </Link>
            </li>
          );
        })}
        <li>
          <LogoutButton className={cx(itemClass, "w-full text-ink-500 hover:text-ink-900 [&>svg]:my-1")} />
        </li>
      </ul>
    </nav>
  );
}
