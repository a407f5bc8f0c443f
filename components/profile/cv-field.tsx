"use client";

import { FileBox, fileSizeText, useFileUpload } from "@/components/ui/file-upload";
import type { Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import { sayError, type ErrorWords } from "@/lib/i18n/say-error";
import type { CvSuggestions } from "@/lib/profile/cv-for-profile";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { api } from "@/components/api/api";
import { uploadOptions } from "./profile-api";

const kind = UPLOAD_KINDS.cv;

export type UploadedCv = { ResumeURL: string; ResumeName: string; suggestions?: CvSuggestions };

/** The CV box's words (the `cvField` namespace), handed down by the server. */
export type CvFieldText = Messages["cvField"];

type CvFieldProps = {
  name: string | null;
  onUploaded: (cv: UploadedCv) => void;
  label?: string;
  text: CvFieldText;
  /** A refused file's words in the interface language (`errorWords`); shown as the server says them without. */
  errors?: ErrorWords;
};

/** Uploads a CV (PDF) to POST /api/users/resume; a previous one stays if it fails. */
export function CvField({ name, onUploaded, label, text, errors = [] }: CvFieldProps) {
  const { pending, problem, upload } = useFileUpload<UploadedCv>({
    kind,
    send: (file) => api("POST /api/users/resume", uploadOptions({ resume: file, type: "profile" })),
    onUploaded,
  });
  const limit = fileSizeText(kind.maxBytes);
  return (
    <FileBox
      label={label ?? text.cv}
      kind={kind}
      name={name}
      emptyText={text.upload}
      hint={fill(name ? text.hintReplace : text.hintNew, { limit })}
      pending={pending}
      pendingText={text.uploading}
      problem={sayError(errors, problem)}
      onFile={(file) => void upload(file)}
      nameTestId="cv-field-name"
      inputTestId="cv-input"
    />
  );
}
