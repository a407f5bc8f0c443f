"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CvField, type UploadedCv } from "@/components/profile/cv-field";
import type { CvSuggestionsText } from "@/components/profile/cv-suggestions-text";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { formatLongDay } from "@/lib/format";
import type { Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import type { ErrorWords } from "@/lib/i18n/say-error";
import type { FORMAT_TAGS } from "@/lib/i18n/locales";
import { IconDisc } from "@/components/ui/icon-disc";

// Shown only after an upload here: the panel (and zod, with its schema) loads then, not with the page.
const CvSuggestionsPanel = dynamic(() => import("@/components/profile/cv-suggestions-panel").then((m) => m.CvSuggestionsPanel));

export type CvPageResume = {
  name: string;
  /** Epoch seconds. */
  uploadedAt: number | null;
  text: string;
  viewUrl: string;
  downloadUrl: string;
};

/** The page's words (the `cvPage` and `cvField` namespaces, the suggestions panel's) and the tag its date is written in. */
export type CvPageText = Messages["cvPage"] & {
  cvField: Messages["cvField"];
  /** A refused CV's words in the interface language (the popup's CV pairs); empty in English. */
  cvErrors: ErrorWords;
  suggestions: CvSuggestionsText;
  tag: (typeof FORMAT_TAGS)[keyof typeof FORMAT_TAGS];
};

export function CvPageClient({ resume, text }: { resume: CvPageResume | null; text: CvPageText }) {
  const router = useRouter();
  // A first CV is "uploaded"; only one that takes the place of another is "replaced".
  const [notice, setNotice] = useState<string | null>(null);
  // Each upload's own suggestions: a new CV starts the check afresh.
  const [found, setFound] = useState<{ upload: number; cv: UploadedCv } | null>(null);
  const onUploaded = (cv: UploadedCv) => {
    setNotice(resume ? text.replaced : text.uploaded);
    setFound((f) => ({ upload: (f?.upload ?? 0) + 1, cv }));
    router.refresh();
  };
  const suggestions = found?.cv.suggestions ? (
    <div className="mt-6">
      <CvSuggestionsPanel key={found.upload} suggestions={found.cv.suggestions} onSaved={() => router.refresh()} text={text.suggestions} />
    </div>
  ) : null;

  if (!resume) {
    return (
      <section className="mt-8 rounded-2xl border border-ink-200/80 bg-white p-6 shadow-card sm:p-8">
        <div className="mx-auto max-w-md text-center">
          <IconDisc icon="briefcase" className="mx-auto" />
          <h2 className="mt-4 text-lg font-semibold text-ink-900">{text.noCv}</h2>
          <p className="mt-1 text-sm text-ink-600">{text.noCvText}</p>
        </div>
        <div className="mx-auto mt-6 max-w-md">
          <CvField name={null} onUploaded={onUploaded} label={text.cvField.yourCv} text={text.cvField} errors={text.cvErrors} />
        </div>
        {suggestions}
      </section>
    );
  }

  return (
    <div className="mt-8 space-y-6">
      <section className="rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card sm:p-6">
        <div aria-live="polite">
          {notice ? (
            <p className="mb-4 flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800">
              <Icon name="check" className="size-4" />
              {notice}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{text.current}</p>
            <p translate="no" className="mt-1 truncate text-base font-semibold text-ink-900" data-testid="cv-name">
              {resume.name}
            </p>
            {resume.uploadedAt ? (
              <p className="mt-0.5 text-sm text-ink-600">{fill(text.uploadedOn, { date: formatLongDay(resume.uploadedAt, { locale: text.tag }) })}</p>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-2.5">
              <a href={resume.downloadUrl} download={resume.name} className={buttonClasses({ variant: "primary", size: "md" })}>
                {text.download}
              </a>
              <a href={resume.viewUrl} target="_blank" rel="noopener" className={buttonClasses({ variant: "outline", size: "md" })}>
                {text.openNewTab}
                <span className="sr-only">{text.opensNewTab}</span>
              </a>
            </div>
          </div>
          <div className="lg:w-96">
            <CvField name={resume.name} onUploaded={onUploaded} label={text.cvField.replaceCv} text={text.cvField} errors={text.cvErrors} />
          </div>
        </div>
        {suggestions}
      </section>

      <section aria-labelledby="cv-viewer-heading" className="hidden sm:block">
        <h2 id="cv-viewer-heading" className="sr-only">
          {text.viewerHeading}
        </h2>
        <iframe
          key={resume.viewUrl}
          src={resume.viewUrl}
          // Hidden on phones: lazy, so a phone on mobile data never downloads the PDF it does not show.
          loading="lazy"
          title={fill(text.viewerTitle, { name: resume.name })}
          className="h-[75dvh] w-full rounded-2xl border border-ink-200/80 bg-white shadow-card"
        />
      </section>

      <section aria-labelledby="cv-text-heading" className="rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card sm:p-6">
        <h2 id="cv-text-heading" className="text-base font-semibold text-ink-900">
          {text.textHeading}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{text.textIntro}</p>
        {resume.text ? (
          <div
            data-testid="cv-text"
            className="mt-4 max-h-[28rem] overflow-y-auto rounded-xl bg-ink-50 p-4 font-mono text-[13px] leading-relaxed whitespace-pre-wrap text-ink-800"
            tabIndex={0}
            aria-label={text.textHeading}
            translate="no"
          >
            {resume.text}
          </div>
        ) : (
          <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="cv-text-empty">
            {text.noText}
          </p>
        )}
      </section>
    </div>
  );
}
