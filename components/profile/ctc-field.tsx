"use client";

import { useId } from "react";
import { TextField } from "@/components/ui/fields";
import { formatInr } from "@/lib/format";
import { ctcInputError, parseCtc } from "@/lib/profile/ctc";

type CtcFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's own error after a submit; text that is not a whole amount is refused as it is typed. */
  error?: string | null;
};

/**
 * A pay (CTC) box: whole rupees a year. It keeps exactly what was typed and says when that is not a
 * whole amount, rather than dropping characters ("12.5" must never become 125); under it, the
 * amount as read ("₹12,50,000 a year"), so the size of the number is plain.
 */
export function CtcField({ label, name, value, onChange, error }: CtcFieldProps) {
  const id = useId();
  const typedError = ctcInputError(value);
  const amount = value.trim() === "" || typedError ? null : parseCtc(value);
  return (
    <div>
      <TextField id={id} label={label} name={name} inputMode="numeric" prefix="₹" placeholder="e.g. 900000" autoComplete="off"
        value={value} onChange={(e) => onChange(e.target.value)} error={error || typedError} aria-describedby={`${id}-error ${id}-hint`} />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500" data-testid={`${name}-reading`}>
        {amount === null ? "Rupees a year, whole numbers only. Optional." : `${formatInr(amount)} a year`}
      </p>
    </div>
  );
}
