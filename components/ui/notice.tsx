import type { ReactNode } from "react";
import { cx } from "./cx";
import { Icon } from "./icons";

/**
 * The outcome of something the candidate just did, on a tinted panel: green with a tick for good
 * news, red with a warning sign for a failure; announced by its role (a failure at once).
 */
export function Notice({ tone, children, className }: { tone: "ok" | "error"; children: ReactNode; className?: string }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cx(
        "flex items-center gap-2 rounded-xl px-3.5 py-2.5 text-sm font-medium",
        tone === "ok" ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800",
        className,
      )}
    >
      <Icon name={tone === "ok" ? "check" : "alert"} className="size-4 shrink-0" />
      {children}
    </p>
  );
}
