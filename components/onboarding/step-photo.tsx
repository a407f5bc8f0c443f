"use client";

import { useEffect, useId, useState } from "react";
import { api } from "@/components/api/api";
import { fileBody, UPLOAD_FAILED } from "@/components/api/request";
import { FormMessage } from "@/components/ui/fields";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { FileInput, fileSizeText } from "@/components/ui/file-upload";
import { checkFileInBrowser, UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { OnboardingProgress, StepHeading } from "./progress";
import type { StepProps } from "./types";
import { saveStep } from "./save-step";
import { fill } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";

const kind = UPLOAD_KINDS.onboardingPhoto;

/** Step five (03/04): a profile picture, or skip. */
export function StepPhoto({ profile, goTo, revisit = false, text: { auth, steps: text } }: StepProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<"upload" | "skip" | null>(null);

  // The object URL is freed when it is replaced and when the step goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(chosen: File | null) {
    setFile(chosen);
    // Browsers other than Safari cannot draw HEIC: those show the file name only.
    setPreview(chosen && !chosen.name.toLowerCase().endsWith(".heic") ? URL.createObjectURL(chosen) : null);
  }

  async function upload() {
    if (!file) return;
    setPending("upload");
    setError(null);
    const result = await api("POST /api/users/onboarding/photo", { ...fileBody(file), signedIn: true, fallback: UPLOAD_FAILED, offline: UPLOAD_FAILED });
    if (!result.ok) {
      setPending(null);
      setError(result.error);
      return;
    }
    goTo("onboarding_six");
  }

  async function skip() {
    // Gone back from step six: the photo step is done already, so moving on saves nothing.
    if (revisit) return goTo("onboarding_six");
    setPending("skip");
    setError(null);
    const failure = await saveStep("onboarding_five", {}, goTo, "onboarding_six");
    if (failure) {
      setPending(null);
      setError(failure);
    }
  }

  if (revisit) {
    return (
      <div>
        <OnboardingProgress step="onboarding_five" text={text} />
        <StepHeading title={text.photoRevisitTitle} text={profile?.hasPhoto ? text.photoSaved : text.photoSkipped} />
        <Button size="lg" className="w-full" onClick={() => goTo("onboarding_six")}>
          {text.continue}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <OnboardingProgress step="onboarding_five" text={text} />
      <StepHeading title={text.photoTitle} text={text.photoText} />
      <div className="flex flex-col items-center gap-5">
        <div className="flex size-36 items-center justify-center overflow-hidden rounded-full border-4 border-white bg-brand-50 shadow-card ring-1 ring-ink-200">
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable asset
            <img src={preview} alt={text.photoAlt} className="size-full object-cover" />
          ) : (
            <Icon name="user" className="size-16 text-brand-300" />
          )}
        </div>
        <label
          htmlFor={inputId}
          className="flex w-full cursor-pointer flex-col items-center gap-1 rounded-2xl border-2 border-dashed border-ink-200 px-4 py-5 text-center transition-colors hover:border-brand-300 hover:bg-brand-50/40 has-[:focus-visible]:border-brand"
        >
          <span className="text-sm font-semibold text-brand-600">{file ? text.chooseAnotherPhoto : text.choosePhoto}</span>
          <span className="text-xs text-ink-500">
            {file ? <span translate="no">{file.name}</span> : fill(text.photoHint, { size: fileSizeText(kind.maxBytes) })}
          </span>
          <FileInput
            id={inputId}
            kind={kind}
            onFile={(chosen) => {
              const problem = checkFileInBrowser(chosen, kind);
              setError(problem);
              choose(problem ? null : chosen);
            }}
          />
        </label>
      </div>
      <div className="mt-5">
        <FormMessage message={sayError(auth.errors, error)} />
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="ghost" size="lg" className="w-full sm:flex-1" loading={pending === "skip"} disabled={pending !== null} onClick={() => void skip()}>
          {text.skip}
        </Button>
        <Button size="lg" className="w-full sm:flex-1" loading={pending === "upload"} disabled={!file || pending !== null} onClick={() => void upload()}>
          {text.uploadAndContinue}
        </Button>
      </div>
    </div>
  );
}
