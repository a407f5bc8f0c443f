"use client";

import { api } from "@/components/api/api";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { Icon } from "@/components/ui/icons";
import type { AccessLogPage } from "@/lib/account-data/access-log";
import { formatDayTimeIn } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";
import type { SettingsText } from "./settings-client";

/** A view's moment: Hindi reads a 24-hour clock (Intl writes its "am/pm" in Latin letters). */
const viewedAt = (at: string, locale: Locale) => formatDayTimeIn(at, FORMAT_TAGS[locale]);

/** Who viewed the candidate's CV or recorded interviews, a page at a time, newest first. */
export function AccessLog({ initial, text, locale }: { initial: AccessLogPage; text: SettingsText; locale: Locale }) {
  const [page, setPage] = useState(initial);
  const [busy, setBusy] = useState<"newer" | "older" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const what = { CV: text.accessLogCv, INTERVIEW: text.accessLogInterview } as const;

  async function go(to: number, which: "newer" | "older") {
    setBusy(which);
    setError(null);
    const result = await api("GET /api/users/access-log", { query: { page: to } });
    setBusy(null);
    if (result.ok) setPage(result.data);
    else setError(text.accessLogFailed);
  }

  if (page.total === 0) {
    return (
      <p className="flex items-center gap-2.5 rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-700" data-testid="access-log-empty">
        <Icon name="eye" className="size-4 shrink-0 text-ink-500" />
        {text.accessLogEmpty}
      </p>
    );
  }

  return (
    <div className="grid gap-3">
      <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200/80" aria-label={text.accessLogList} data-testid="access-log">
        {page.entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink-900" translate="no">
                {entry.company}
              </p>
              <p className="text-sm text-ink-600">{what[entry.kind]}</p>
            </div>
            <p className="shrink-0 text-sm text-ink-600">
              <time dateTime={entry.readAt}>{viewedAt(entry.readAt, locale)}</time>
            </p>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        <ErrorNote message={error} boxed className="text-sm" />
      </div>
      {pages > 1 ? (
        <nav aria-label={text.accessLogPages} className="flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page.page <= 1 || busy !== null} loading={busy === "newer"} onClick={() => go(page.page - 1, "newer")}>
            {text.accessLogNewer}
          </Button>
          <p className="text-sm text-ink-600" aria-live="polite">
            {fill(text.accessLogPage, { page: page.page, pages })}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={page.page >= pages || busy !== null}
            loading={busy === "older"}
            onClick={() => go(page.page + 1, "older")}
          >
            {text.accessLogOlder}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
