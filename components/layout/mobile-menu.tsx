"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { BrandLogo } from "./brand-logo";
import type { NavItem } from "./nav-items";
import { NavList } from "./nav-list";

type MobileMenuProps = {
  links: readonly NavItem[];
  /** Shown under the links: account actions, sign-in buttons. Links in here close the menu too. */
  children?: ReactNode;
  logoHref?: string;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Hamburger button (below md) that opens a full-height navigation panel. */
export function MobileMenu({ links, children, logoHref = "/" }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panel.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  // Escape closes; Tab wraps around inside the panel.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") return close();
    if (event.key !== "Tab" || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const overlay = (
    <div className="fixed inset-0 z-50 md:hidden" onKeyDown={onKeyDown}>
      <div className="absolute inset-0 bg-ink-950/40 animate-fade-in" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
        className="absolute inset-y-0 left-0 flex w-[min(20rem,86vw)] flex-col bg-white shadow-pop animate-slide-in"
      >
        <div className="flex h-16 items-center justify-between border-b border-ink-100 px-4">
          <BrandLogo href={logoHref} />
          <button
            type="button"
            data-autofocus
            aria-label="Close menu"
            onClick={close}
            className={buttonClasses({ variant: "ghost", size: "icon" })}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Menu" className="flex-1 overflow-y-auto px-3 py-4">
          <NavList items={links} variant="menu" />
        </nav>
        {children ? <div className="border-t border-ink-100 p-4">{children}</div> : null}
      </div>
    </div>
  );

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(true)}
        className={buttonClasses({ variant: "ghost", size: "icon", className: "-ml-2 md:hidden" })}
      >
        <Icon name="menu" />
      </button>
      {open ? createPortal(overlay, document.body) : null}
    </>
  );
}
