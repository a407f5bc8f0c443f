import type { UseFormRegisterReturn } from "react-hook-form";
import { cx } from "@/components/ui/cx";
import { FieldError } from "@/components/ui/fields";
import { GENDERS } from "@/lib/profile/profile-limits";

type Gender = (typeof GENDERS)[number];

type GenderChoiceProps = {
  legend: string;
  /** What each choice reads as, in the interface language. */
  labels: Record<Gender, string>;
  /** The form's value now ("" or undefined before a choice). */
  chosen: string | undefined;
  /** The form's registration of its `gender` field. */
  field: UseFormRegisterReturn;
  error?: string | null;
  errorId: string;
};

/** The gender question of onboarding and of the profile: two wide boxes holding hidden radio buttons, the chosen one marked. */
export function GenderChoice({ legend, labels, chosen, field, error, errorId }: GenderChoiceProps) {
  return (
    <fieldset data-field="gender" aria-describedby={errorId}>
      <legend className="mb-1.5 block text-sm font-medium text-ink-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {GENDERS.map((gender) => (
          <label
            key={gender}
            className={cx(
              "flex h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-semibold transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/15",
              chosen === gender ? "border-brand bg-brand-50 text-brand-700" : "border-ink-200 bg-white text-ink-700 hover:border-ink-300",
            )}
          >
            <input type="radio" value={gender} {...field} className="sr-only" />
            {labels[gender]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
