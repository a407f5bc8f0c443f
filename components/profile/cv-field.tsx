"use client";

import { useId, useState } from "react";
import { FieldError } from "@/components/auth/fields";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { checkFileInBrowser, sizeMessage, UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { uploadForm } from "./profile-api";

const kind = UPLOAD_KINDS.cv;
const LIMIT_TEXT = sizeMessage(kind.maxBytes).replace("File size should be under ", "");

export type UploadedCv = { ResumeURL: string; ResumeName: string };

/** Uploads a replacement CV (PDF) to POST /api/users/resume; the previous one stays if it fails. */
export function CvField({ name, onUploaded, label = "CV" }: { name: string | null; onUploaded: (cv: UploadedCv) => void; label?: string }) {
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
    const result = await uploadForm<UploadedCv>("/api/users/resume", { resume: file, type: "profile" });
    setPending(false);
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    onUploaded(result.data);
  }

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-ink-800" id={`${inputId}-label`}>
        {label}
      </span>
      <label
        htmlFor={inputId}
        className={cx(
          "flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-3.5 transition-colors has-[:focus-visible]:border-brand",
          problem ? "border-red-300" : "border-ink-200 hover:border-brand-300 hover:bg-brand-50/40",
        )}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          {pending ? <Spinner className="size-5" /> : <Icon name="briefcase" className="size-5" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-ink-900" data-testid="cv-field-name">
            {pending ? "Uploading…" : (name ?? "Upload your CV")}
          </span>
          <span className="block text-xs text-ink-500">
            {name ? `Choose a PDF under ${LIMIT_TEXT} to replace it` : `PDF, under ${LIMIT_TEXT}`}
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
          data-testid="cv-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void upload(file);
          }}
        />
      </label>
      <FieldError id={`${inputId}-error`} message={problem} />
    </div>
  );
}
