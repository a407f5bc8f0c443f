"use client";

import { errorText, uploadFile } from "@/components/auth/client-api";
import { FileBox, fileSizeText, useFileUpload } from "@/components/ui/file-upload";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";

const kind = UPLOAD_KINDS.cv;
const FAILED = "something went wrong while uploading file";

/** The CV (PDF): stored as soon as it is chosen, so a failed submit never asks for it again. */
export function CvUpload({ name, onUploaded, error }: { name: string | null; onUploaded: (name: string) => void; error?: string | null }) {
  const { pending, problem, upload } = useFileUpload<string>({
    kind,
    send: async (file) => {
      const result = await uploadFile<{ resumeName?: string }>("/api/users/onboarding/cv", file);
      if (!result.ok) return { ok: false, error: result.status === 0 ? FAILED : errorText(result, FAILED) };
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
