"use client";

import Link from "next/link";
import { useState } from "react";
import { api } from "@/components/api/api";
import { Button, ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { SAVED_SEARCHES_MAX } from "@/lib/job-alerts/alert-limits";
import type { SavedSearchView } from "@/lib/job-alerts/saved-searches";
import { SettingsSection as Section } from "./section";
import type { SettingsText } from "./settings-client";
import { formatDay } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";
import { Notice } from "@/components/ui/notice";

/**
 * Settings → saved searches: what the daily job alert looks for, each one removable. Each search's
 * `label` comes in the interface language (the page names them with the filters' words).
 */
export function SavedSearches({ initial, text, locale }: { initial: SavedSearchView[]; text: SettingsText; locale: Locale }) {
  const [searches, setSearches] = useState(initial);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  async function remove(search: SavedSearchView) {
    setDeleting(search.id);
    setStatus(null);
    const result = await api("DELETE /api/jobs/saved-searches/[id]", { params: { id: search.id }, signedIn: true });
    setDeleting(null);
    if (!result.ok && result.status !== 404) return setStatus({ tone: "error", text: fill(text.searchNotDeleted, { error: result.error }) });
    setSearches((all) => all.filter((s) => s.id !== search.id));
    setStatus({ tone: "ok", text: fill(text.searchDeleted, { label: search.label }) });
  }

  return (
    <Section id="settings-saved-searches" title={text.savedSearchesTitle} description={fill(text.savedSearchesDescription, { max: SAVED_SEARCHES_MAX })}>
      {searches.length === 0 ? (
        <div className="rounded-xl border border-dashed border-ink-300 px-4 py-6 text-center">
          <p className="text-sm text-ink-700">{text.savedSearchesEmpty}</p>
          <ButtonLink href="/discover" variant="secondary" size="sm" className="mt-3">
            <Icon name="search" className="size-4" />
            {text.goToDiscover}
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200" data-testid="saved-searches">
          {searches.map((search) => (
            <li key={search.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1">
                <Link href={`/discover?${search.query}`} className="font-semibold break-words text-ink-900 hover:text-brand-700 hover:underline">
                  {search.label}
                </Link>
                <p className="text-xs text-ink-500">{fill(text.searchSavedOn, { date: formatDay(search.createdAt, { locale: FORMAT_TAGS[locale] }) })}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                loading={deleting === search.id}
                onClick={() => remove(search)}
                aria-label={fill(text.deleteSearchLabel, { label: search.label })}
              >
                <Icon name="close" className="size-4" />
                {text.deleteSearch}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite" className="mt-4 empty:hidden">
        {status ? <Notice tone={status.tone}>{status.text}</Notice> : null}
      </div>
    </Section>
  );
}
