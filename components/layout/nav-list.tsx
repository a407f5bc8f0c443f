"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
// Types only from nav-items.ts: its lists of candidate screens stay out of the public pages' JavaScript.
import type { NavItem } from "./nav-items";

/**
 * The one list of navigation links, marking the current page. `row`: the public site's header;
 * `rail`: the candidate sidebar; `bar`: the phone bottom bar; `menu`: the phone menus.
 */
type Variant = "row" | "rail" | "bar" | "menu";

const styles: Record<Variant, { list: string; link: string; active: string; idle: string; icon: [string, string] | null }> = {
  row: {
    list: "flex items-center gap-1",
    link: "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    active: "text-brand-700",
    idle: "text-ink-600 hover:bg-ink-50 hover:text-ink-900",
    icon: null,
  },
  rail: {
    list: "space-y-1",
    link: "group flex h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors",
    active: "bg-brand-50 text-brand-700",
    idle: "text-ink-600 hover:bg-ink-50 hover:text-ink-900",
    icon: ["size-5 text-brand", "size-5 text-ink-400 group-hover:text-ink-600"],
  },
  bar: {
    list: "grid h-16 grid-cols-4",
    link: "group flex h-full flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors",
    active: "text-brand-700",
    idle: "text-ink-500 hover:text-ink-900",
    icon: ["size-5", "size-5"],
  },
  menu: {
    list: "space-y-1",
    link: "flex h-12 items-center gap-3 rounded-xl px-3 text-base font-medium",
    active: "bg-brand-50 text-brand-700",
    idle: "text-ink-700 hover:bg-ink-50",
    icon: ["size-5 text-brand", "size-5 text-ink-400"],
  },
};

type NavListProps = {
  items: readonly NavItem[];
  variant: Variant;
  /** Called when a link is followed (menus close themselves). */
  onNavigate?: () => void;
  /** The links' names in the interface language, by path (else the item's own label). */
  labels?: Readonly<Record<string, string>>;
  /** Extra list entries after the links (the bottom bar's Logout). */
  children?: ReactNode;
  className?: string;
};

function isNavActive(pathname: string, href: string): boolean {
  // A site's home ("/", or "/hi" for the Hindi public pages) is current only on itself.
  return pathname === href || (href !== "/hi" && pathname.startsWith(`${href}/`));
}

export function NavList({ items, variant, labels, onNavigate, children, className }: NavListProps) {
  const pathname = usePathname();
  const style = styles[variant];
  return (
    <ul className={cx(style.list, className)}>
      {items.map((item) => {
        const active = isNavActive(pathname, item.href);
        const icon = style.icon ? <Icon name={item.icon} className={active ? style.icon[0] : style.icon[1]} /> : null;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cx(style.link, active ? style.active : style.idle)}
            >
              {variant === "bar" ? (
                <span className={cx("flex h-7 w-12 items-center justify-center rounded-full transition-colors", active && "bg-brand-50 text-brand")}>
                  {icon}
                </span>
              ) : (
                icon
              )}
              {labels?.[item.href] ?? item.label}
            </Link>
          </li>
        );
      })}
      {children}
    </ul>
  );
}
