"use client";

import { useId } from "react";
import { FieldError } from "@/components/ui/fields";
import { Spinner } from "@/components/ui/spinner";
import { FileInput, fileSizeText, useFileUpload } from "@/components/ui/file-upload";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { api } from "@/components/api/api";
import { uploadOptions } from "./profile-api";
import { fill } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";
import type { ProfileText } from "./profile-dialog";
import { ProfilePhoto } from "./profile-photo";

const kind = UPLOAD_KINDS.profilePhoto;

type PhotoFieldProps = {
  url: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  onUploaded: (url: string) => void;
  text: ProfileText;
};

/** The profile picture in edit mode: a new one is checked, uploaded and shown at once. */
export function PhotoField({ url, firstName, lastName, email, onUploaded, text }: PhotoFieldProps) {
  const inputId = useId();
  const { pending, problem, upload } = useFileUpload<string>({
    kind,
    send: async (file) => {
      const result = await api("POST /api/users/profile-picture", uploadOptions({ profilePicture: file, type: "profile" }));
      return result.ok ? { ok: true, data: result.data.Profile_Url } : result;
    },
    onUploaded,
  });

  return (
    <div className="flex items-center gap-4">
      <div className="relative shrink-0">
        <ProfilePhoto url={url} firstName={firstName} lastName={lastName} email={email} className="size-20 text-2xl" />
        {pending ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
            <Spinner className="size-6 text-brand-600" label={text.uploadingPhoto} />
          </span>
        ) : null}
      </div>
      <div className="min-w-0">
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center rounded-xl border border-ink-200 bg-white px-3.5 text-sm font-semibold text-ink-900 shadow-sm hover:bg-ink-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
        >
          {url ? text.changePhoto : text.addPhoto}
          <FileInput
            id={inputId}
            kind={kind}
            disabled={pending}
            aria-describedby={`${inputId}-hint ${inputId}-error`}
            data-testid="photo-input"
            onFile={(file) => void upload(file)}
          />
        </label>
        <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-ink-500">
          {fill(text.photoHint, { limit: fileSizeText(kind.maxBytes) })}
        </p>
        <FieldError id={`${inputId}-error`} message={sayError(text.profileErrors, problem)} />
      </div>
    </div>
  );
}
