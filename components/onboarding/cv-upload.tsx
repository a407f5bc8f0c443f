"use client";

import { fileBody, request, UPLOAD_FAILED } from "@/components/api/request";
import { FileBox, fileSizeText, useFileUpload } from "@/components/ui/file-upload";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";

const kind = UPLOAD_KINDS.cv;

/** The CV (PDF): stored as soon as it is chosen, so a failed submit never asks for it again. */
export function CvUpload({ name, onUploaded, error }: { name: string | null; onUploaded: (name: string) => void; error?: string | null }) {
  const { pending, problem, upload } = useFileUpload<string>({
    kind,
    send: async (file) => {
      const result = await request<{ resumeName?: string }>("/api/users/onboarding/cv", { ...fileBody(file), signedIn: true, fallback: UPLOAD_FAILED, offline: UPLOAD_FAILED });
      if (!result.ok) return { ok: false, error: result.error };
      return { ok: true, data: result.data.resumeName ?? file.name };
    },
    onUploaded,
  });
  return (
    <FileBox
      label="CV"
      kind={kind}
      name={name}
      emptyText="Upload your CV"
      hint={name ? "Choose another file to replace it" : `PDF, under ${fileSizeText(kind.maxBytes)}`}
      pending={pending}
      problem={problem || (name ? null : error)}
      onFile={(file) => void upload(file)}
      nameTestId="cv-name"
    />
  );
}
