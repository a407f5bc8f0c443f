"use client";
// Leaving a page while a recording is still on its way asks first (it stays on the device either way).
import { useEffect } from "react";
import { unsentOnPage } from "./outbox";

export function useLeaveGuard() {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsentOnPage()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
}
