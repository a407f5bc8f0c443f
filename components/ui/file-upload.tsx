"use client";

import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { FieldError } from "./fields";
import { checkFileInBrowser, type UploadKind } from "@/lib/uploads/kinds";
import { cx } from "./cx";
import { Icon } from "./icons";
import { Spinner } from "./spinner";

export type UploadOutcome<T> = { ok: true; data: T } | { ok: false; error: string };

/** A size for help text: "2 MB", "500 KB" (error messages keep the spec's "under <N>KB" wording). */
export function fileSizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1 && Number.isInteger(mb)) return `${mb} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/**
 * The one upload state machine: check the file in the browser (type, size), send it, then either
 * hand the answer on or keep the problem to show. The previous file stays when anything fails.
 */
export function useFileUpload<T>(options: { kind: UploadKind; send: (file: File) => Promise<UploadOutcome<T>>; onUploaded: (data: T, file: File) => void }) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    const local = checkFileInBrowser(file, options.kind);
    if (local) {
      setProblem(local);
      return;
    }
    setPending(true);
    setProblem(null);
    const result = await options.send(file);
    setPending(false);
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    options.onUploaded(result.data, file);
  }

  return { pending, problem, setProblem, upload };
}

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onChange" | "accept"> & {
  kind: UploadKind;
  onFile: (file: File) => void;
};

/**
 * The hidden file input inside a styled label; choosing the same file twice still reports it. A file
 * chosen on a slow line before the page's scripts arrived is in the input already, with no change
 * event to come: it is reported once they do.
 */
export function FileInput({ kind, onFile, className, ...rest }: FileInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    const file = input?.files?.[0];
    if (!input || !file) return;
    input.value = "";
    onFile(file);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page's scripts take the input over
  }, []);
  return (
    <input
      ref={ref}
      type="file"
      accept={kind.accept}
      className={cx("sr-only", className)}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = "";
        if (file) onFile(file);
      }}
      {...rest}
    />
  );
}

type FileBoxProps = {
  label: ReactNode;
  kind: UploadKind;
  /** The stored file's name, or null when there is none yet. */
  name: string | null;
  emptyText: string;
  hint: string;
  pending: boolean;
  problem?: string | null;
  onFile: (file: File) => void;
  nameTestId?: string;
  inputTestId?: string;
  /** Said while the file goes up, in the interface language. */
  pendingText?: string;
};

/** A dashed drop box for a document (the CV): its name, a hint, progress and the problem. */
export function FileBox({ label, kind, name, emptyText, hint, pending, problem, onFile, nameTestId, inputTestId, pendingText = "Uploading…" }: FileBoxProps) {
  const inputId = useId();
  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-ink-800" id={`${inputId}-label`}>
        {label}
      </span>
      <label
        htmlFor={inputId}
        className={cx(
          "flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-4 transition-colors has-[:focus-visible]:border-brand",
          problem ? "border-red-300" : name ? "border-emerald-200 bg-emerald-50/50" : "border-ink-200 hover:border-brand-300 hover:bg-brand-50/40",
        )}
      >
        <span
          className={cx(
            "flex size-10 shrink-0 items-center justify-center rounded-xl",
            name ? "bg-emerald-100 text-emerald-700" : "bg-brand-50 text-brand-600",
          )}
        >
          {pending ? <Spinner className="size-5" /> : <Icon name={name ? "check" : "file"} className="size-5" />}
        </span>
        <span className="min-w-0 flex-1" aria-live="polite">
          <span className="block truncate text-sm font-semibold text-ink-900" data-testid={nameTestId} translate={name && !pending ? "no" : undefined}>
            {pending ? pendingText : (name ?? emptyText)}
          </span>
          <span className="block text-xs text-ink-500">{hint}</span>
        </span>
        <FileInput
          id={inputId}
          kind={kind}
          onFile={onFile}
          disabled={pending}
          aria-labelledby={`${inputId}-label`}
          aria-describedby={`${inputId}-error`}
          data-testid={inputTestId}
        />
      </label>
      <FieldError id={`${inputId}-error`} message={problem} />
    </div>
  );
}
