"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { api } from "@/components/api/api";
import { useAction } from "@/components/api/use-action";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import type { Messages } from "@/lib/i18n/catalogs";

type SaveSearchProps = {
  /** The search as stored (defaults and page left out). */
  query: string;
  /** A keyword or a filter is set: a search for every job is not saved. */
  canSave: boolean;
  alreadySaved: boolean;
  text: Pick<Messages["discover"], "searchSaved" | "saveSearch" | "alertDaily" | "manageInSettings" | "saveNeedsFilter" | "alertsOn" | "alertOffer">;
};

/** "Save this search" on /discover: the URL's keyword and filters become a daily job alert (keyed by the query, so a new search starts fresh). */
export function SaveSearchButton({ query, canSave, alreadySaved, text }: SaveSearchProps) {
  const [saved, setSaved] = useState(alreadySaved);
  const { busy, error, run } = useAction();
  const [justSaved, setJustSaved] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute("data-ready", "true"), []);

  const save = () =>
    run(
      () => api("POST /api/jobs/saved-searches", { json: { query }, signedIn: true }),
      () => {
        setSaved(true);
        setJustSaved(true);
      },
    );

  const hintId = "save-search-hint";
  return (
    <div ref={root} className="flex flex-col items-start gap-1.5 sm:items-end" data-testid="save-search">
      {saved ? (
        <span className="inline-flex h-9 items-center gap-1.5 rounded-xl bg-emerald-50 px-3.5 text-sm font-semibold text-emerald-800">
          <Icon name="check" className="size-4" />
          {text.searchSaved}
        </span>
      ) : (
        <Button variant="outline" size="sm" onClick={save} loading={busy} disabled={!canSave} aria-describedby={hintId}>
          <Icon name="bell" className="size-4" />
          {text.saveSearch}
        </Button>
      )}
      <div id={hintId} aria-live="polite" className="max-w-xs text-xs text-ink-600 sm:text-right">
        {error ? (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        ) : justSaved ? (
          <WithManageLink line={text.alertDaily} text={text} />
        ) : !canSave ? (
          <p>{text.saveNeedsFilter}</p>
        ) : saved ? (
          <WithManageLink line={text.alertsOn} text={text} />
        ) : (
          <p>{text.alertOffer}</p>
        )}
      </div>
    </div>
  );
}

/** A line about the alert, then the way to where saved searches are managed. */
function WithManageLink({ line, text }: { line: string; text: Pick<SaveSearchProps["text"], "manageInSettings"> }) {
  return (
    <p>
      {line}{" "}
      <Link href="/settings#settings-saved-searches" className="font-semibold text-brand-700 underline underline-offset-2">
        {text.manageInSettings}
      </Link>
    </p>
  );
}
