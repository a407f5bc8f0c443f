"use client";

import { cx } from "@/components/ui/cx";
import { LogoutButton } from "./logout-button";
import { CANDIDATE_NAV } from "./nav-items";
import { NavList } from "./nav-list";
import { useNavLabels, useShellText } from "./shell-text";

const itemClass = "flex h-full flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors";

/** The sidebar's small-screen form: a fixed bar along the bottom edge (hidden from md up). */
export function BottomBar() {
  const text = useShellText();
  const labels = useNavLabels();
  return (
    <nav
      aria-label={text.mainNav}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200/80 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <NavList items={CANDIDATE_NAV} variant="bar" labels={labels}>
        <li>
          <LogoutButton className={cx(itemClass, "w-full text-ink-500 hover:text-ink-900 [&>svg]:my-1")} />
        </li>
      </NavList>
    </nav>
  );
}
