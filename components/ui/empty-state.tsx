import type { ReactNode } from "react";
import { IconDisc } from "./icon-disc";
import type { IconName } from "./icons";

/** A page's list with nothing in it: an icon, what is missing, then what to do about it (`children`). */
export function EmptyState({ icon, title, children }: { icon: IconName; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-ink-300 bg-white px-6 py-14 text-center">
      <IconDisc icon={icon} size="xl" />
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      {children}
    </div>
  );
}
