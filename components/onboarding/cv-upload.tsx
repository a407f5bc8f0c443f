"use client";

import { useId, useState } from "react";
import { errorText, uploadFile } from "@/components/auth/client-api";
import { FieldError } from "@/components/auth/fields";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { checkFileInBrowser, sizeMessage, UPLOAD_KINDS } from "@/lib/uploads/kinds";

const kind = UPLOAD_KINDS.cv;

/** The CV (PDF): stored as soon as it is chosen, so a failed submit never asks for it again. */
export function CvUpload({ name, onUploaded, error }: { name: string | null; onUploaded: (name: string) => void; error?: string | null }) {
  const inputId = useId();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    const local = checkFileInBrowser(file, kind);
    if (local) {
      setProblem(local);
      return;
    }
    setPending(true);
    setProblem(null);
    const result = await uploadFile<{ resumeName?: string }>("/api/users/onboarding/cv", file);
    setPending(false);
    if (!result.ok) {
      setProblem(result.status === 0 ? "something went wrong while uploading file" : errorText(result, "something went wrong while uploading file"));
      return;
    }
    onUploaded(result.data.resumeName ?? file.name);
  }

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-ink-800" id={`${inputId}-label`}>
        CV
      </span>
      <label
        htmlFor={inputId}
        className={cx(
          "flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-4 transition-colors has-[:focus-visible]:border-brand",
          name ? "border-emerald-200 bg-emerald-50/50" : "border-ink-200 hover:border-brand-300 hover:bg-brand-50/40",
          (error || problem) && !name ? "border-red-300" : undefined,
        )}
      >
        <span className={cx("flex size-10 shrink-0 items-center justify-center rounded-xl", name ? "bg-emerald-100 text-emerald-700" : "bg-brand-50 text-brand-600")}>
          {pending ? <Spinner className="size-5" /> : <Icon name={name ? "check" : "briefcase"} className="size-5" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-ink-900" data-testid="cv-name">
            {pending ? "Uploading…" : name ?? "Upload your CV"}
          </span>
          <span className="block text-xs text-ink-500">
            {name ? "Choose another file to replace it" : `PDF, under ${sizeMessage(kind.maxBytes).replace("File size should be under ", "")}`}
          </span>
        </span>
        <input
          id={inputId}
          type="file"
          accept={kind.accept}
          aria-labelledby={`${inputId}-label`}
          aria-describedby={`${inputId}-error`}
          className="sr-only"
          disabled={pending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void upload(file);
          }}
        />
      </label>
      <FieldError id={`${inputId}-error`} message={problem || error} />
    </div>
  );
}
