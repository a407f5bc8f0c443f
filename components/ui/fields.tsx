"use client";

import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { cx } from "./cx";
import { Icon } from "./icons";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules";

export { FormMessage } from "./form-message";

export const inputClass =
  "block h-12 w-full rounded-xl border border-ink-200 bg-white px-4 text-base text-ink-900 shadow-sm placeholder:text-ink-400 " +
  "transition-colors focus:border-brand focus:outline-none focus:ring-4 focus:ring-brand/15 aria-invalid:border-red-400 " +
  "disabled:bg-ink-50 disabled:text-ink-500";

/** A labelled text area for a few lines of the candidate's own words. */
export function TextAreaField({ label, className, ...rest }: ComponentProps<"textarea"> & { label: ReactNode }) {
  return (
    <label className={cx("block", className)}>
      <span className="font-semibold text-ink-900">{label}</span>
      <textarea rows={2} {...rest} className="mt-1 block w-full rounded-xl border border-ink-300 px-3 py-2 text-ink-900" />
    </label>
  );
}

/** A native select drawn like the inputs, with our own chevron. */
export function Select({ className, ...rest }: ComponentProps<"select">) {
  return (
    <div className={cx("relative", className)}>
      <select className={cx(inputClass, "appearance-none pr-10")} {...rest} />
      <Icon name="chevronDown" className="pointer-events-none absolute inset-y-0 right-3 my-auto size-5 text-ink-500" />
    </div>
  );
}

/** A select with its label above it, as the forms label their fields. */
export function SelectField({ label, ...rest }: Omit<ComponentProps<"select">, "id"> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <Select id={id} {...rest} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return (
    <p id={id} aria-live="polite" className={cx("text-sm font-medium text-red-700", message ? "mt-1.5" : "sr-only")}>
      {message ?? ""}
    </p>
  );
}

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Something drawn inside the input's left edge (a dialling code). */
  prefix?: ReactNode;
  /** A control drawn inside the input's right edge (show or hide a password). */
  suffix?: ReactNode;
  labelAside?: ReactNode;
};

export function TextField({ label, error, hint, prefix, suffix, labelAside, className, id, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink-800">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        {prefix ? <span className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-base text-ink-600">{prefix}</span> : null}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={cx(inputClass, prefix ? "pl-16" : undefined, suffix ? "pr-12" : undefined)}
          {...rest}
        />
        {suffix}
      </div>
      {hint && !error ? <p className="mt-1.5 text-xs text-ink-500">{hint}</p> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The e-mail box every sign-in, sign-up and reset form asks for (an address and its example stay as they are: translate="no"). */
export function EmailField({ label = "E-mail", ...props }: Omit<TextFieldProps, "type" | "label"> & { label?: string }) {
  return <TextField label={label} name="email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" translate="no" {...props} />;
}

type PasswordFieldProps = Omit<TextFieldProps, "type" | "suffix"> & {
  /** The show/hide button's names in the interface language (else "Show …"/"Hide …" with the label). */
  toggleLabels?: { show: string; hide: string };
};

export function PasswordField({ toggleLabels, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const noun = props.label.toLowerCase();
  const toggle = (
    <button
      type="button"
      onClick={() => setShown((v) => !v)}
      aria-label={toggleLabels ? (shown ? toggleLabels.hide : toggleLabels.show) : shown ? `Hide ${noun}` : `Show ${noun}`}
      aria-pressed={shown}
      className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-lg text-ink-400 hover:text-ink-700"
    >
      <Icon name={shown ? "eyeOff" : "eye"} />
    </button>
  );
  return <TextField {...props} type={shown ? "text" : "password"} suffix={toggle} />;
}

/** A password being chosen: the browser may offer a strong one, and the shortest allowed is said under it. */
export function NewPasswordField({ hint, ...props }: Omit<PasswordFieldProps, "autoComplete" | "hint"> & { hint?: (min: number) => string }) {
  return <PasswordField autoComplete="new-password" hint={hint ? hint(PASSWORD_MIN_LENGTH) : `At least ${PASSWORD_MIN_LENGTH} characters.`} {...props} />;
}

/** The six-digit code box: numbers only, the phone's one-time-code autofill. */
export function OtpField({
  label = "OTP Code",
  value,
  onChange,
  error,
  autoFocus,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      placeholder="••••••"
      error={error}
      autoFocus={autoFocus}
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
    />
  );
}

type ActionFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: ReactNode;
  /** The button beside the box (Apply, Copy). */
  action: ReactNode;
  /** What the action did, read out as it changes; the box is described by it. */
  status: ReactNode;
  statusClassName?: string;
};

/** A compact text box with its action beside it and a status line under it: a coupon code, a link to copy. */
export function ActionField({ id, label, action, status, statusClassName, className, ...input }: ActionFieldProps) {
  const statusId = `${id}-status`;
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-ink-700">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input id={id} aria-describedby={statusId} {...input} className={cx("min-w-0 flex-1 rounded-xl border border-ink-200 px-3 py-2 text-sm", className)} />
        {action}
      </div>
      <p id={statusId} role="status" aria-live="polite" className={cx("mt-2 min-h-5 text-sm", statusClassName)}>
        {status}
      </p>
    </>
  );
}
