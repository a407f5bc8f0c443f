import type { ReactNode } from "react";
import { cx } from "./cx";
import { Icon, type IconName } from "./icons";

/** A word or two in a rounded pill after its icon ("Recommended", "Verified"); `className` gives its colours, padding and place. */
export function Badge({ icon, as: Tag = "span", className, children }: { icon: IconName; as?: "span" | "p"; className: string; children: ReactNode }) {
  return (
    <Tag className={cx("inline-flex items-center gap-1 rounded-full text-xs", className)}>
      <Icon name={icon} className="size-3.5" />
      {children}
    </Tag>
  );
}
