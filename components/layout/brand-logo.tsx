import Link from "next/link";
import { brand } from "@/lib/brand";
import { cx } from "@/components/ui/cx";

/** The brand mark: an "H" whose right stem rises into an arrow. Same drawing as public/logo.svg and app/icon.svg. */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="9" fill={brand.colour} />
      <path
        d="M9.5 9.5v13.5M21.5 10v13M9.5 16.5h12M18 13l3.5-3.5L25 13"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type BrandLogoProps = {
  /** Where the logo links to; null renders it without a link. */
  href?: string | null;
  /** "responsive" hides the name visually below the sm breakpoint (it stays readable to screen readers). */
  name?: "visible" | "responsive";
  /** White name, for dark surfaces. */
  inverted?: boolean;
  className?: string;
};

export function BrandLogo({ href = "/", name = "visible", inverted = false, className }: BrandLogoProps) {
  const content = (
    <>
      <BrandMark className="size-8 shrink-0" />
      <span className={cx("text-lg font-bold tracking-tight", inverted ? "text-white" : "text-ink-950", name === "responsive" && "sr-only sm:not-sr-only")}>
        {brand.name}
      </span>
    </>
  );
  const classes = cx("inline-flex items-center gap-2.5 rounded-lg", className);
  if (href === null) return <span className={classes}>{content}</span>;
  return (
    <Link href={href} className={classes}>
      {content}
    </Link>
  );
}
