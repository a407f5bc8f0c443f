"use client";

import { api } from "@/components/api/api";
import { fileBody, UPLOAD_FAILED } from "@/components/api/request";
import { FileBox, fileSizeText, useFileUpload } from "@/components/ui/file-upload";
import type { CvSuggestions } from "@/lib/profile/cv-for-profile";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { fill } from "@/lib/i18n/fill";
import { sayError, type ErrorWords } from "@/lib/i18n/say-error";

/** The box's words (the `onboarding` catalog's), and the refusals' in the interface language. */
export type CvUploadWords = { cv: string; uploadCv: string; cvReplaceHint: string; cvHint: string; uploading: string; errors: ErrorWords };

const kind = UPLOAD_KINDS.cv;

export type UploadedOnboardingCv = { name: string; suggestions: CvSuggestions | null };

/** The CV (PDF): stored as soon as it is chosen, so a failed submit never asks for it again. */
export function CvUpload({
  name,
  onUploaded,
  error,
  words,
}: {
  name: string | null;
  onUploaded: (cv: UploadedOnboardingCv) => void;
  error?: string | null;
  words: CvUploadWords;
}) {
  const { pending, problem, upload } = useFileUpload<UploadedOnboardingCv>({
    kind,
    send: async (file) => {
      const result = await api("POST /api/users/onboarding/cv", {
        ...fileBody(file),
        signedIn: true,
        fallback: UPLOAD_FAILED,
        offline: UPLOAD_FAILED,
      });
      if (!result.ok) return { ok: false, error: result.error };
      return { ok: true, data: { name: result.data.resumeName ?? file.name, suggestions: result.data.suggestions ?? null } };
    },
    onUploaded,
  });
  return (
    <FileBox
      label={words.cv}
      kind={kind}
      name={name}
      emptyText={words.uploadCv}
      hint={name ? words.cvReplaceHint : fill(words.cvHint, { size: fileSizeText(kind.maxBytes) })}
      pending={pending}
      pendingText={words.uploading}
      problem={sayError(words.errors, problem) || (name ? null : error)}
      onFile={(file) => void upload(file)}
      nameTestId="cv-name"
    />
  );
}
