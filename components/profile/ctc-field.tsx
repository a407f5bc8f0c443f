"use client";

import { useId } from "react";
import { TextField } from "@/components/ui/fields";
import { formatInr } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import { ctcInputError, parseCtc } from "@/lib/profile/ctc";

type CtcFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's own error after a submit; text that is not a whole amount is refused as it is typed. */
  error?: string | null;
  /** The words under and inside the box, in the interface language; English where none are handed. */
  text?: CtcText;
  /** The typed text's refusal in the interface language (`sayError`); as the rule says it (English) without it. */
  say?: (message: string) => string;
};

export type CtcText = { ctcExample: string; ctcHint: string; ctcReading: string };

export const ENGLISH_CTC_WORDS: CtcText = { ctcExample: "e.g. 900000", ctcHint: "Rupees a year, whole numbers only. Optional.", ctcReading: "{amount} a year" };

/**
 * A pay (CTC) box: whole rupees a year. It keeps exactly what was typed and says when that is not a
 * whole amount, rather than dropping characters ("12.5" must never become 125); under it, the
 * amount as read ("₹12,50,000 a year"), so the size of the number is plain.
 */
export function CtcField({ label, name, value, onChange, error, text = ENGLISH_CTC_WORDS, say = (message) => message }: CtcFieldProps) {
  const id = useId();
  const typedError = ctcInputError(value);
  const amount = value.trim() === "" || typedError ? null : parseCtc(value);
  return (
    <div>
      <TextField
        id={id}
        label={label}
        name={name}
        inputMode="numeric"
        prefix="₹"
        placeholder={text.ctcExample}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error || (typedError && say(typedError))}
        aria-describedby={`${id}-error ${id}-hint`}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500" data-testid={`${name}-reading`}>
        {amount === null ? text.ctcHint : fill(text.ctcReading, { amount: formatInr(amount) })}
      </p>
    </div>
  );
}
