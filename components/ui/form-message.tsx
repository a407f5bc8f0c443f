import type { ReactNode } from "react";
import { cx } from "./cx";
import { Glyph } from "./glyph";

// Drawn with the glyphs, not the whole icon set: the public contact form shows it and keeps its page light.

/** A form-level message (words, or words with a link): red for errors, green for good news. */
export function FormMessage({
  message,
  tone = "error",
  children,
  className,
}: {
  message?: ReactNode;
  tone?: "error" | "success";
  children?: ReactNode;
  /** Where the message sits (its margins) when there is one. */
  className?: string;
}) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {message ? (
        <p
          data-testid={tone === "error" ? "form-error" : "form-success"}
          className={cx(
            "flex items-start gap-2 rounded-xl px-3.5 py-2.5 text-sm font-medium",
            tone === "error" ? "bg-red-50 text-red-700" : "bg-emerald-50 text-emerald-800",
            className,
          )}
        >
          <Glyph kind={tone === "error" ? "alert" : "check"} className="mt-0.5 size-4 shrink-0" />
          <span>
            {message}
            {children}
          </span>
        </p>
      ) : null}
    </div>
  );
}
