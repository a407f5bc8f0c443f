"use client";

import { FileBox, fileSizeText, useFileUpload } from "@/components/ui/file-upload";
import type { CvSuggestions } from "@/lib/profile/cv-for-profile";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { api } from "@/components/api/api";
import { uploadOptions } from "./profile-api";

const kind = UPLOAD_KINDS.cv;

export type UploadedCv = { ResumeURL: string; ResumeName: string; suggestions?: CvSuggestions };

/** Uploads a CV (PDF) to POST /api/users/resume; a previous one stays if it fails. */
export function CvField({ name, onUploaded, label = "CV" }: { name: string | null; onUploaded: (cv: UploadedCv) => void; label?: string }) {
  const { pending, problem, upload } = useFileUpload<UploadedCv>({
    kind,
    send: (file) => api("POST /api/users/resume", uploadOptions({ resume: file, type: "profile" })),
    onUploaded,
  });
  const limit = fileSizeText(kind.maxBytes);
  return (
    <FileBox
      label={label}
      kind={kind}
      name={name}
      emptyText="Upload your CV"
      hint={name ? `Choose a PDF under ${limit} to replace it` : `PDF, under ${limit}`}
      pending={pending}
      problem={problem}
      onFile={(file) => void upload(file)}
      nameTestId="cv-field-name"
      inputTestId="cv-input"
    />
  );
}
