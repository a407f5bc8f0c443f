"use client";

import { api } from "@/components/api/api";
import { formOf } from "@/components/api/request";
import Link from "next/link";
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icons";
import { ALREADY_REGISTERED_MESSAGE, UPLOAD_RESUME_FIRST_MESSAGE, ZQuickApply, resumeProblem } from "@/lib/applications/schema";
import { FormMessage } from "@/components/ui/fields";
import { fillMarked } from "@/components/interviews/interview-text";
import { sayError } from "@/lib/i18n/say-error";
// The Devanagari font's faces, for a Hindi form over the English page (downloaded only when shown).
import "@/components/language/script-text";
import type { QuickApplyText } from "./quick-apply-text";

type FieldName = "resume" | "email" | "firstname" | "lastname" | "phone" | "linkedinUrl";
type Errors = Partial<Record<FieldName, string>>;
type TextName = Exclude<FieldName, "resume">;
const EMPTY: Record<TextName, string> = { email: "", firstname: "", lastname: "", phone: "", linkedinUrl: "" };
/** Examples of what to type, in every language as typed (translate="no"). */
const EXAMPLES = { email: "you@example.com", phone: "+91 98765 43210", linkedinUrl: "https://www.linkedin.com/in/…" } as const;

const inputClass =
  "block h-11 w-full rounded-xl border border-ink-200 bg-white px-3.5 text-base text-ink-900 shadow-sm placeholder:text-ink-400 " +
  "focus:border-brand focus:outline-none focus:ring-4 focus:ring-brand/15 aria-invalid:border-red-400";

/** The server's words, in the popup's words (spec section 8), in the visitor's language. */
function explain(message: string, signInHref: string, text: QuickApplyText): ReactNode {
  if (message === ALREADY_REGISTERED_MESSAGE) {
    return (
      <>
        {text.haveAccount}{" "}
        <Link href={signInHref} className="font-semibold underline underline-offset-2">
          {text.login}
        </Link>
      </>
    );
  }
  if (message === UPLOAD_RESUME_FIRST_MESSAGE) return text.updateResume;
  return sayError(text.errors, message);
}

type QuickApplyDialogProps = {
  open: boolean;
  onClose: () => void;
  jobId: string;
  jobTitle: string;
  signInHref: string;
  onApplied: (email: string) => void;
  /** Its words in the visitor's language (`quickApplyText`). */
  text: QuickApplyText;
};

/** "Join application": apply without an account; a verification link follows by e-mail. */
export function QuickApplyDialog({ open, onClose, jobId, jobTitle, signInHref, onApplied, text: words }: QuickApplyDialogProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<ReactNode>(null);
  const [sending, setSending] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {};
    const fileProblem = resumeProblem(file);
    if (fileProblem) next.resume = sayError(words.errors, fileProblem);
    const parsed = ZQuickApply.safeParse({ ...values, jobId });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= sayError(words.errors, issue.message);
      }
    }
    setErrors(next);
    setFormError(null);
    const first = (["resume", "email", "firstname", "lastname", "phone", "linkedinUrl"] as const).find((f) => next[f]);
    if (first || !file) {
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    const unsent = words.couldNotSend;
    const body = formOf({ resume: file, ...values, jobId });
    const result = await api("POST /api/jobs/quick-apply", { body, fallback: unsent, offline: unsent });
    setSending(false);
    if (result.ok) {
      setValues(EMPTY);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      onApplied(result.data?.email ?? values.email);
      return;
    }
    setFormError(explain(result.error, signInHref, words));
  }

  const field = (name: FieldName, label: string, input: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      {input}
      {hint && !errors[name] ? <p className="mt-1 text-xs text-ink-500">{hint}</p> : null}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const a11y = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  /** A text field: its accessible wiring and its value, held here. */
  const text = (name: TextName) => ({
    ...a11y(name),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((now) => ({ ...now, [name]: event.target.value })),
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      lang={words.locale}
      closeLabel={words.close}
      title={words.title}
      description={fillMarked(words.description, { title: jobTitle }, ["title"])}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        {field(
          "resume",
          words.resume,
          <label
            className={cx(
              "flex cursor-pointer items-center gap-3 rounded-xl border border-dashed px-4 py-3.5 transition-colors focus-within:ring-4 focus-within:ring-brand/15",
              errors.resume ? "border-red-400 bg-red-50/40" : "border-ink-300 bg-ink-50/60 hover:border-brand-300 hover:bg-brand-50/40",
            )}
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand shadow-sm ring-1 ring-ink-200">
              <Icon name={file ? "file" : "upload"} className="size-5" />
            </span>
            <span className="min-w-0 text-sm">
              <span className="block truncate font-semibold text-ink-900" translate={file ? "no" : undefined}>
                {file?.name ?? words.chooseResume}
              </span>
              <span className="block text-xs text-ink-500">{words.resumeHint}</span>
            </span>
            <input
              {...a11y("resume")}
              ref={fileInput}
              type="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              className="sr-only"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </label>,
        )}
        {field(
          "email",
          words.email,
          <input {...text("email")} type="email" autoComplete="email" inputMode="email" placeholder={EXAMPLES.email} translate="no" className={inputClass} />,
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstname", words.firstName, <input {...text("firstname")} autoComplete="given-name" className={inputClass} />)}
          {field("lastname", words.lastName, <input {...text("lastname")} autoComplete="family-name" className={inputClass} />)}
        </div>
        {field(
          "phone",
          words.mobile,
          <input {...text("phone")} type="tel" autoComplete="tel" inputMode="tel" placeholder={EXAMPLES.phone} translate="no" className={inputClass} />,
        )}
        {field(
          "linkedinUrl",
          words.linkedin,
          <input {...text("linkedinUrl")} type="url" inputMode="url" placeholder={EXAMPLES.linkedinUrl} translate="no" className={inputClass} />,
        )}
        <FormMessage message={formError} />
        <Button type="submit" size="lg" loading={sending} className="w-full">
          {sending ? words.applying : words.apply}
        </Button>
      </form>
    </Dialog>
  );
}
