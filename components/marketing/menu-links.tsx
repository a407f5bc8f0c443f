"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { isNavActive, type NavItem } from "@/components/layout/nav-items";
import { cx } from "@/components/ui/cx";

/** The phone menu's links. The menu itself is a native popover; this closes it once a link is followed. */
export function MenuLinks({ links, menuId }: { links: readonly NavItem[]; menuId: string }) {
  const pathname = usePathname();
  const close = () => document.getElementById(menuId)?.hidePopover?.();

  useEffect(close, [pathname, menuId]);

  return (
    <ul className="space-y-1">
      {links.map((link) => {
        const active = isNavActive(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={close}
              aria-current={active ? "page" : undefined}
              className={cx(
                "flex h-12 items-center rounded-xl px-3 text-base font-medium",
                active ? "bg-brand-50 text-brand-700" : "text-ink-700 hover:bg-ink-50",
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
