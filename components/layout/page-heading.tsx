import Link from "next/link";
import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

type PageHeadingProps = {
  /** The page's one h1. */
  title: ReactNode;
  /** The sentence (or line of facts) under the title. */
  intro?: ReactNode;
  /** A short line above the title: the area the page belongs to. */
  eyebrow?: ReactNode;
  /** A way back above the title, in place of an eyebrow. */
  back?: { href: string; label: string };
  /** Buttons or figures beside the heading on a wide screen, under it on a narrow one. */
  actions?: ReactNode;
  /** Inside a sign-in card: the title stays one size on every screen. */
  inCard?: boolean;
  /** Where the heading sits (its margins). */
  className?: string;
};

/** The heading every page opens with: title, its sentence, and what may stand above it and beside it. */
export function PageHeading({ title, intro, eyebrow, back, actions, inCard = false, className }: PageHeadingProps) {
  return (
    <div className={cx("flex flex-wrap items-end justify-between gap-4", className)}>
      <div className="min-w-0">
        {back ? (
          <Link href={back.href} className="text-sm font-semibold text-brand-700 hover:text-brand-600">
            {back.label}
          </Link>
        ) : null}
        {eyebrow ? <p className="text-sm font-semibold text-brand-700">{eyebrow}</p> : null}
        <h1 className={cx("text-2xl font-bold tracking-tight text-ink-950", !inCard && "sm:text-3xl", (back !== undefined || Boolean(eyebrow)) && "mt-1")}>
          {title}
        </h1>
        {intro ? <p className={cx("mt-1.5 text-sm text-ink-600", !inCard && "max-w-2xl")}>{intro}</p> : null}
      </div>
      {actions}
    </div>
  );
}
