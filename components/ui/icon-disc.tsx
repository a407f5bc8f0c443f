import { cx } from "./cx";
import { Icon, type IconName } from "./icons";

const TONES = {
  brand: "bg-brand-50 text-brand",
  success: "bg-emerald-50 text-emerald-700",
  danger: "bg-red-50 text-red-700",
} as const;

const SIZES = {
  sm: ["size-9", "size-5"],
  md: ["size-11", "size-5"],
  lg: ["size-12", "size-6"],
  xl: ["size-14", "size-7"],
} as const;

/** An icon in a round tinted disc: what an empty list, a success or a failure opens with. */
export function IconDisc({
  icon,
  tone = "brand",
  size = "lg",
  className,
}: {
  icon: IconName;
  tone?: keyof typeof TONES;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [disc, glyph] = SIZES[size];
  return (
    <span aria-hidden="true" className={cx("flex shrink-0 items-center justify-center rounded-full", disc, TONES[tone], className)}>
      <Icon name={icon} className={glyph} />
    </span>
  );
}
