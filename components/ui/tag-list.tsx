import { cx } from "./cx";

const TONES = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  ink: "bg-ink-50 text-ink-700 ring-ink-200",
} as const;

/** Words shown as rounded tags in a row that wraps: skills, interests, focus areas. `tagClassName` sizes each tag. */
export function TagList({
  items,
  label,
  tone = "brand",
  className,
  tagClassName,
}: {
  items: readonly string[];
  label?: string;
  tone?: keyof typeof TONES;
  className?: string;
  tagClassName: string;
}) {
  return (
    <ul aria-label={label} className={cx("flex flex-wrap", className)}>
      {items.map((item) => (
        <li key={item} className={cx("rounded-full font-medium ring-1", TONES[tone], tagClassName)}>
          {item}
        </li>
      ))}
    </ul>
  );
}
