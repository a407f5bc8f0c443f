import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

type MarketingSectionProps = {
  /** The heading that names the section (its id). */
  labelledBy: string;
  /** An anchor the page's links jump to. */
  id?: string;
  /** The light grey band that sets a section apart from its neighbours. */
  tinted?: boolean;
  /** Below the fold: the browser may skip its layout until it is scrolled near. */
  deferred?: boolean;
  /** A page's first section: the brand's soft glow behind its top, this tall (a height class). */
  glow?: string;
  className?: string;
  /** The content column's own classes (its padding and layout); the width and side padding are shared. */
  inner?: string;
  children: ReactNode;
};

/** A section of the public site: a full-width band holding the page's content column. */
export function MarketingSection({ labelledBy, id, tinted, deferred, glow, className, inner = "py-16 md:py-20", children }: MarketingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cx(
        tinted && "bg-ink-50/70",
        deferred && "[content-visibility:auto] [contain-intrinsic-size:auto_640px]",
        glow && "relative overflow-hidden",
        className,
      )}
    >
      {glow ? (
        <div
          aria-hidden="true"
          className={cx("absolute inset-x-0 -top-40 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]", glow)}
        />
      ) : null}
      <div className={cx("mx-auto max-w-6xl px-4 sm:px-6 lg:px-8", inner)}>{children}</div>
    </section>
  );
}
