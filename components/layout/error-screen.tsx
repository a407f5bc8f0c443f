"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { describeError } from "./error-text";
import { MAIN_CONTENT_ID } from "./skip-link";

type ErrorScreenProps = { error: unknown; retry: () => void };

/** The router's error screen (app/error.tsx and app/global-error.tsx share it). */
export function ErrorScreen({ error, retry }: ErrorScreenProps) {
  const text = describeError(error);
  const chunk = text.kind === "chunk";

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-dvh items-center justify-center bg-ink-50/60 px-5 py-16">
      <div className="w-full max-w-lg rounded-3xl border border-ink-200/80 bg-white p-8 text-center shadow-card sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand ring-1 ring-brand-100">
          <Icon name={chunk ? "refresh" : "alert"} className="size-8" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink-950">{text.heading}</h1>
        <p className="mt-3 text-base font-medium break-words text-ink-800">{text.summary}</p>
        {text.detail ? (
          <p className="mt-3 rounded-xl bg-ink-50 px-4 py-3 font-mono text-xs break-all text-ink-600">{text.detail}</p>
        ) : null}
        <p className="mt-4 text-sm leading-relaxed text-ink-600">
          {chunk
            ? "Part of the app didn't download, usually because the connection dropped or a new version went live. Reloading the page fixes it."
            : "Something broke while loading this page. Try again, and if it keeps happening, head back home."}
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Link href="/" className={buttonClasses({ variant: "outline" })}>
            Go to home
          </Link>
          {chunk ? (
            <button type="button" onClick={() => window.location.reload()} className={buttonClasses()}>
              <Icon name="refresh" className="size-4" />
              Reload
            </button>
          ) : (
            <button type="button" onClick={() => retry()} className={buttonClasses()}>
              <Icon name="refresh" className="size-4" />
              Try again
            </button>
          )}
        </div>
      </div>
    </main>
  );
}
