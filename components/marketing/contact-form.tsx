"use client";

import { api } from "@/components/api/api";
import Link from "next/link";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { cx } from "@/components/ui/cx";
import { Glyph } from "@/components/ui/glyph";
import { Spinner } from "@/components/ui/spinner";
import { CONTACT_FIELD_MAX, CONTACT_FIELDS as FIELD_ORDER, CONTACT_HONEYPOT_FIELD, type ContactField, type ContactFieldErrors } from "@/lib/contact/fields";
import type { Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import { sayError, type ErrorWords } from "@/lib/i18n/say-error";
import { FormMessage } from "@/components/ui/form-message";

/** The form's words in the page's language (handed by the server: no catalog in the browser). */
export type ContactFormText = Messages["marketingTeam"]["form"];

// The handler's own schema, fetched when the visitor starts on the form rather than with the page
// (and with every page that links here and prefetches it).
const loadSchema = () => import("@/lib/contact/schema");

const inputClass =
  "block w-full rounded-xl border border-ink-200 bg-white px-4 text-base text-ink-900 shadow-sm placeholder:text-ink-500 " +
  "transition-colors focus:border-brand focus:outline-none focus:ring-4 focus:ring-brand/15 " +
  "aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/15";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; name: string; email: string } | { kind: "failed"; message: string };

type Values = Record<ContactField | typeof CONTACT_HONEYPOT_FIELD, string>;
const EMPTY: Values = { name: "", email: "", company: "", phone: "", message: "", [CONTACT_HONEYPOT_FIELD]: "" };

/**
 * The contact block's form: checked here with the handler's own schema, then POST /api/contact.
 * `errors`: the pairs its refusals are said with (the schema and the server speak English; empty in English).
 * `privacyHref`: the policy in the page's language.
 */
export function ContactForm({ text, errors: errorPairs, privacyHref }: { text: ContactFormText; errors: ErrorWords; privacyHref: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [checked, setChecked] = useState(false);

  // The confirmation replaces the form: move focus there so keyboard and screen-reader users follow.
  useEffect(() => {
    if (status.kind === "sent") successRef.current?.focus();
  }, [status.kind]);

  async function validate(values: Record<string, string>): Promise<ContactFieldErrors> {
    // If the schema cannot load (a dropped connection), the server checks the same rules.
    const schema = await loadSchema().catch(() => null);
    if (!schema) return {};
    const result = schema.ZContactMessageSchema.safeParse(values);
    return result.success ? {} : schema.contactFieldErrors(result.error);
  }

  function focusFirstError(found: ContactFieldErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = await validate(values);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);

    setStatus({ kind: "sending" });
    const unsent = text.unsent;
    const result = await api("POST /api/contact", { json: values, fallback: unsent, offline: unsent });
    if (result.ok) {
      setStatus({ kind: "sent", name: values.name.trim(), email: values.email.trim() });
      setValues(EMPTY);
      return;
    }
    const fieldErrors = result.details.fieldErrors as ContactFieldErrors | undefined;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      setStatus({ kind: "idle" });
      return focusFirstError(fieldErrors);
    }
    setStatus({ kind: "failed", message: sayError(errorPairs, result.error) });
  }

  // What every box of the form takes alike: its value and edits, its words, its message and its length limit.
  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((now) => ({ ...now, [name]: value })),
    label: text[name],
    error: sayError(errorPairs, errors[name]) ?? undefined,
    maxLength: CONTACT_FIELD_MAX[name],
    onBlur: onBlurField,
  });

  // After the first submit, errors follow the input as it is corrected.
  async function onBlurField() {
    if (checked) setErrors(await validate(values));
  }

  if (status.kind === "sent") {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200">
        <span className="flex size-11 items-center justify-center rounded-full bg-white text-emerald-700 ring-1 ring-emerald-200">
          <Glyph kind="check" className="size-5" />
        </span>
        <h3 className="mt-4 text-lg font-semibold text-ink-950">{fill(text.thanks, { name: status.name })}</h3>
        <p className="mt-1.5 text-sm leading-relaxed text-ink-700">
          {text.replyBefore} <strong className="font-semibold">{status.email}</strong>
          {text.replyAfter}
        </p>
        <button type="button" className={buttonClasses({ variant: "outline", size: "sm", className: "mt-5" })} onClick={() => setStatus({ kind: "idle" })}>
          {text.another}
        </button>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={() => void loadSchema()} noValidate aria-label={text.label} className="relative grid gap-5 sm:grid-cols-2">
      <Field {...field("name")} autoComplete="name" required />
      <Field {...field("email")} type="email" autoComplete="email" inputMode="email" required />
      <Field {...field("company")} optional={text.optional} autoComplete="organization" />
      <Field {...field("phone")} optional={text.optional} type="tel" autoComplete="tel" inputMode="tel" />
      <Field {...field("message")} multiline required className="sm:col-span-2" />

      {/* Hidden from people and assistive technology; bots fill it and are quietly dropped. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={CONTACT_HONEYPOT_FIELD}>{text.honeypot}</label>
        <input
          id={CONTACT_HONEYPOT_FIELD}
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values[CONTACT_HONEYPOT_FIELD]}
          onChange={(e) => setValues((now) => ({ ...now, [CONTACT_HONEYPOT_FIELD]: e.target.value }))}
        />
      </div>

      <div className="sm:col-span-2">
        <FormMessage message={status.kind === "failed" ? status.message : null} className="mb-4" />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs leading-relaxed text-ink-500">
            {text.privacyNote}{" "}
            <Link href={privacyHref} className="font-medium text-brand-700 underline underline-offset-2">
              {text.privacyLink}
            </Link>
            {text.privacyEnd}
          </p>
          <button
            type="submit"
            disabled={status.kind === "sending"}
            aria-busy={status.kind === "sending" || undefined}
            className={buttonClasses({ size: "lg", className: "sm:min-w-44" })}
          >
            {status.kind === "sending" ? <Spinner /> : null}
            {status.kind === "sending" ? text.sending : text.send}
          </button>
        </div>
      </div>
    </form>
  );
}

type FieldProps = {
  name: ContactField;
  label: string;
  error?: string;
  /** The word "Optional" in the page's language, on a field that may stay empty. */
  optional?: string;
  multiline?: boolean;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: "email" | "tel";
  maxLength: number;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
};

function Field({ name, label, error, optional, multiline, className, ...rest }: FieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    "aria-required": rest.required || undefined,
    maxLength: rest.maxLength,
    autoComplete: rest.autoComplete,
    onBlur: rest.onBlur,
    value: rest.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => rest.onChange(event.target.value),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 flex items-baseline justify-between text-sm font-medium text-ink-800">
        {label}
        {optional ? <span className="text-xs font-normal text-ink-500">{optional}</span> : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} className={cx(inputClass, "min-h-32 resize-y py-3 leading-relaxed")} />
      ) : (
        <input {...shared} type={rest.type ?? "text"} inputMode={rest.inputMode} className={cx(inputClass, "h-12")} />
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700">
          <Glyph kind="alert" className="size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
