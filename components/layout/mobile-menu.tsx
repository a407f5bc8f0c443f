"use client";

import { useId, useState, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icons";
import { BrandLogo } from "./brand-logo";
import type { NavItem } from "./nav-items";
import { NavList } from "./nav-list";
import { useShellText } from "./shell-text";

type MobileMenuProps = {
  links: readonly NavItem[];
  /** Shown under the links: account actions, sign-in buttons. Links in here close the menu too. */
  children?: ReactNode;
  logoHref?: string;
  /** The links' names in the interface language, by path. */
  labels?: Readonly<Record<string, string>>;
};

/** Hamburger button (below md) that opens a full-height navigation panel. */
export function MobileMenu({ links, children, logoHref = "/", labels }: MobileMenuProps) {
  const text = useShellText();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <>
      <button
        type="button"
        aria-label={text.openMenu}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(true)}
        className={buttonClasses({ variant: "ghost", size: "icon", className: "-ml-2 md:hidden" })}
      >
        <Icon name="menu" />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        layout="drawer"
        label={text.menu}
        closeLabel={text.closeMenu}
        title={<BrandLogo href={logoHref} />}
        className="md:hidden"
      >
        {/* A link followed from the menu closes it. */}
        <div
          id={panelId}
          className="flex min-h-0 flex-1 flex-col"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest("a")) setOpen(false);
          }}
        >
          <nav aria-label={text.menu} className="flex-1 overflow-y-auto px-3 py-4">
            <NavList items={links} variant="menu" labels={labels} />
          </nav>
          {children ? <div className="border-t border-ink-100 p-4">{children}</div> : null}
        </div>
      </Dialog>
    </>
  );
}
