"use client";

import { useEffect, type RefObject } from "react";
import { useLatest } from "./use-latest";

/**
 * Closes a popover on Escape (handing focus back to its trigger) or on a press outside `container`.
 */
export function useDismiss(options: { open: boolean; onClose: () => void; container: RefObject<HTMLElement | null>; trigger: RefObject<HTMLElement | null> }) {
  const { open, container, trigger } = options;
  const onClose = useLatest(options.onClose);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose.current();
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose.current();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, container, trigger, onClose]);
}
