"use client";

import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { Glyph } from "@/components/ui/glyph";
import { describeError, ERROR_HEADING } from "./error-text";
import { MAIN_CONTENT_ID } from "./main-content";

/** The screen's words in the interface language (the catalog's `errors`); the spec's English without. */
export type ErrorWords = { heading: string; routeText: string; chunkText: string; goHome: string; reload: string; tryAgain: string };

const ENGLISH: ErrorWords = {
  heading: ERROR_HEADING,
  routeText: "Something broke while loading this page. Try again, and if it keeps happening, head back home.",
  chunkText: "Part of the app didn't download, usually because the connection dropped or a new version went live. Reloading the page fixes it.",
  goHome: "Go to home",
  reload: "Reload",
  tryAgain: "Try again",
};

type ErrorScreenProps = {
  error: unknown;
  retry: () => void;
  words?: ErrorWords;
  /** Drawn inside the candidate shell, whose <main> it sits in: a box, not a page of its own. */
  inShell?: boolean;
};

// Every page loads this screen's chunk (root error and global-error boundaries), so it draws its
// two icons from the small glyph module and links home with a plain <a> (a full load also clears the
// broken state) rather than pulling the icon set and next/link into that chunk twice.
/** The router's error screen (app/error.tsx and app/global-error.tsx share it). */
export function ErrorScreen({ error, retry, words = ENGLISH, inShell = false }: ErrorScreenProps) {
  const text = describeError(error);
  const Frame = inShell ? "div" : "main";
  const chunk = text.kind === "chunk";

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Frame
      id={inShell ? undefined : MAIN_CONTENT_ID}
      tabIndex={inShell ? undefined : -1}
      className={inShell ? "flex items-center justify-center py-10" : "flex min-h-dvh items-center justify-center bg-ink-50/60 px-5 py-16"}
    >
      <div className="w-full max-w-lg rounded-3xl border border-ink-200/80 bg-white p-8 text-center shadow-card sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand ring-1 ring-brand-100">
          <Glyph kind={chunk ? "refresh" : "alert"} className="size-8" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink-950">{words.heading}</h1>
        <p className="mt-3 text-base font-medium break-words text-ink-800">{text.summary}</p>
        {text.detail ? <p className="mt-3 rounded-xl bg-ink-50 px-4 py-3 font-mono text-xs break-all text-ink-600">{text.detail}</p> : null}
        <p className="mt-4 text-sm leading-relaxed text-ink-600">{chunk ? words.chunkText : words.routeText}</p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the point here (see above) */}
          <a href="/" className={buttonClasses({ variant: "outline" })}>
            {words.goHome}
          </a>
          {chunk ? (
            <button type="button" onClick={() => window.location.reload()} className={buttonClasses()}>
              <Glyph kind="refresh" className="size-4" />
              {words.reload}
            </button>
          ) : (
            <button type="button" onClick={() => retry()} className={buttonClasses()}>
              <Glyph kind="refresh" className="size-4" />
              {words.tryAgain}
            </button>
          )}
        </div>
      </div>
    </Frame>
  );
}
