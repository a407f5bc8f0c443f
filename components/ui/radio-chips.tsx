import type { ReactNode } from "react";
import { cx } from "./cx";

const CHIP = "flex cursor-pointer items-center gap-2 border border-ink-200 px-3 has-checked:border-brand-600 has-checked:bg-brand-50";

type RadioChipsProps<T extends string | number> = {
  /** The radio group's name. */
  name: string;
  choices: readonly T[];
  chosen: T | null;
  onChoose: (choice: T) => void;
  /** What a choice reads as beside its button. */
  label: (choice: T) => ReactNode;
  /** Where the row sits (its margin). */
  className?: string;
  /** Smaller boxes, for a short line of choices inside a box of its own. */
  compact?: boolean;
  /** Replaces the row's, the box's and the button's own look, for a form that draws its choices otherwise. */
  look?: { row: string; chip: string; input: string };
};

/** One choice among a few, each a box holding its radio button and its words; the chosen box is marked. */
export function RadioChips<T extends string | number>({ name, choices, chosen, onChoose, label, className, compact, look }: RadioChipsProps<T>) {
  return (
    <div className={cx(look?.row ?? "flex flex-wrap gap-2", className)}>
      {choices.map((choice) => (
        <label key={choice} className={look?.chip ?? cx(CHIP, compact ? "rounded-lg py-1.5" : "rounded-xl py-2")}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={chosen === choice}
            onChange={() => onChoose(choice)}
            className={look?.input ?? "size-4 accent-brand-600"}
          />
          {label(choice)}
        </label>
      ))}
    </div>
  );
}
