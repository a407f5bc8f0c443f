"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import type { NavItem } from "@/components/layout/nav-items";
import { NavList } from "@/components/layout/nav-list";

/** The phone menu's links. The menu itself is a native popover; this closes it once a link is followed. */
export function MenuLinks({ links, menuId }: { links: readonly NavItem[]; menuId: string }) {
  const pathname = usePathname();
  const close = () => document.getElementById(menuId)?.hidePopover?.();

  useEffect(close, [pathname, menuId]);

  return <NavList items={links} variant="menu" onNavigate={close} />;
}
