"use client";
// Leaving a page while a recording is still on its way asks first (it stays on the device either way).
import { useEffect } from "react";
import { unsentOnPage } from "./outbox";

export function useLeaveGuard(extra: () => boolean = () => false) {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsentOnPage() || extra()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [extra]);
}
