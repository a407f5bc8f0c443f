import Image from "next/image";
import { cx } from "@/components/ui/cx";

/** The company's logo, or its initials on a tinted square when it has none. */
export function CompanyLogo({ name, src, size = 48, className }: { name: string; src: string | null; size?: number; className?: string }) {
  const box = cx("shrink-0 overflow-hidden rounded-xl ring-1 ring-ink-200/70", className);
  if (src) {
    return <Image src={src} alt={`${name} logo`} width={size} height={size} unoptimized className={box} style={{ width: size, height: size }} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
  return (
    <span
      role="img"
      aria-label={`${name} logo`}
      // The employer's name, shortened: not words to translate.
      translate="no"
      className={cx(box, "flex items-center justify-center bg-brand-50 text-sm font-bold text-brand-700")}
      style={{ width: size, height: size }}
    >
      {initials}
    </span>
  );
}
