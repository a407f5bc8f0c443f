import type { HTMLAttributes } from "react";
import { cx } from "./cx";

/** A white surface with a hairline border and soft shadow. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("rounded-2xl border border-ink-200/80 bg-white shadow-card", className)} {...rest} />;
}
