import { cx } from "./cx";

type ProgressBarProps = {
  label: string;
  value: number;
  max?: number;
  /** How a screen reader says the value, when a percentage is not the natural reading. */
  valueText?: string;
  className?: string;
  /** The filled part's colour and motion. */
  fillClassName?: string;
};

/** A thin bar, filled to `value` of `max`, that a screen reader announces by its label. */
export function ProgressBar({ label, value, max = 100, valueText, className, fillClassName = "bg-brand-600" }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cx("h-2 overflow-hidden rounded-full bg-ink-100", className)}
    >
      <div className={cx("h-full rounded-full", fillClassName)} style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}
