import Link from "next/link";
import { brand } from "@/lib/brand";
import { cx } from "@/components/ui/cx";
import { BrandMark } from "./brand-mark";

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
