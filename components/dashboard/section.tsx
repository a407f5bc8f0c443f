import Link from "next/link";
import type { ReactNode } from "react";
import { Icon, type IconName } from "@/components/ui/icons";

/** A dashboard section (its own, the DISC card, the recorded interviews): a heading (its `id` names the section), an optional action on its right, the content. */
export function Section({
  id,
  title,
  action,
  children,
  className,
  "data-testid": testId,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  "data-testid"?: string;
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <div className="mb-4 flex items-end justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600">
      {children}
      <Icon name="arrowRight" className="size-4" />
    </Link>
  );
}

export function Empty({ icon, children, action }: { icon: IconName; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-8 text-center">
      <Icon name={icon} className="size-6 text-brand" />
      <p className="mt-2 max-w-xs text-sm text-ink-600">{children}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
