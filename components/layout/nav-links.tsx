"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cx } from "@/components/ui/cx";
import { isNavActive, type NavItem } from "./nav-items";

/** A horizontal row of links that marks the current page (used by the public site header). */
export function NavLinks({ links, className }: { links: readonly NavItem[]; className?: string }) {
  const pathname = usePathname();
  return (
    <ul className={cx("flex items-center gap-1", className)}>
      {links.map((link) => {
        const active = isNavActive(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? "page" : undefined}
              className={cx(
                "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                active ? "text-brand-700" : "text-ink-600 hover:bg-ink-50 hover:text-ink-900",
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
