"use client";

import { useId, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { useDismiss } from "@/components/ui/use-dismiss";

/** Bell button with a small popover. Notifications are not wired yet, so it shows the empty state. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss({ open, onClose: () => setOpen(false), container, trigger });

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={buttonClasses({ variant: "ghost", size: "icon", className: open ? "bg-ink-100" : "" })}
      >
        <Icon name="bell" className="size-5" />
      </button>
      <div
        id={panelId}
        role="region"
        aria-label="Notifications"
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-ink-200/80 bg-white shadow-pop animate-fade-in max-sm:-right-12"
      >
        <p className="border-b border-ink-100 px-4 py-3 text-sm font-semibold text-ink-900">Notifications</p>
        <div className="flex flex-col items-center px-6 py-8 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand">
            <Icon name="bell" className="size-5" />
          </span>
          <p className="mt-3 text-sm font-medium text-ink-900">No notifications yet</p>
          <p className="mt-1 text-xs leading-relaxed text-ink-500">
            Updates on your applications and interviews will show up here.
          </p>
        </div>
      </div>
    </div>
  );
}
