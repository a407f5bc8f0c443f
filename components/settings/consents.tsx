"use client";

import { useState } from "react";
import { api } from "@/components/api/api";
import { useAction } from "@/components/api/use-action";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { Dialog } from "@/components/ui/dialog";
import type { ConsentItem } from "@/lib/account-data/consents";
import { formatDayTimeIn } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import { FORMAT_TAGS, LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import { sayError, type ErrorWords } from "@/lib/i18n/say-error";
import { fillMarked } from "@/components/interviews/interview-text";
import { consentWords } from "./consent-words";
import type { SettingsText } from "./settings-client";
import { Notice } from "@/components/ui/notice";

/**
 * The consents the candidate gave, each with its wording's version, the language it was shown in and
 * its time, and a way to withdraw. `shownIn`: "Shown in {language}" in the interface's language;
 * `text`: the settings words; `errors`: a refused withdrawal's words (`errorWords`; none in English).
 */
export function Consents({
  initial,
  shownIn,
  text,
  errors = [],
  locale,
}: {
  initial: ConsentItem[];
  shownIn: string;
  text: SettingsText;
  errors?: ErrorWords;
  locale: Locale;
}) {
  const when = (at: string) => formatDayTimeIn(at, FORMAT_TAGS[locale]);
  const [items, setItems] = useState(initial);
  const [asking, setAsking] = useState<ConsentItem | null>(null);
  const { busy, error, run, clearError } = useAction();
  const [done, setDone] = useState<string | null>(null);

  async function withdraw() {
    if (!asking) return;
    await run(
      () => api("POST /api/users/consents/withdraw", { json: { id: asking.id }, signedIn: true }),
      ({ withdrawnAt }) => {
        setItems((all) => all.map((item) => (item.id === asking.id ? { ...item, withdrawnAt } : item)));
        setDone(text.consentWithdrawnDone);
        setAsking(null);
      },
    );
  }

  return (
    <div className="grid gap-3">
      <div aria-live="polite">{done ? <Notice tone="ok">{done}</Notice> : null}</div>
      {items.every((item) => item.kind !== "RECORDED_INTERVIEW") ? (
        <p className="text-sm text-ink-600" data-testid="consents-empty">
          {text.consentsEmpty}
        </p>
      ) : null}
      <ul className="grid gap-3" data-testid="consents">
        {items.map((item) => {
          const said = consentWords(item.about, text);
          return (
            <li key={item.id} className="rounded-xl border border-ink-200/80 p-4" data-testid={`consent-${item.kind}`}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-ink-900">{said.title}</p>
                  <p className="mt-1 text-sm text-ink-700">{said.what}</p>
                  <p className="mt-1.5 text-xs text-ink-500">
                    {item.version ? <>{fillMarked(text.consentVersion, { version: item.version }, ["version"])} · </> : null}
                    <span data-testid="consent-language" data-language={item.language}>
                      {fill(shownIn, { language: LOCALE_NAMES[item.language] })}
                    </span>{" "}
                    · {fillMarked(text.consentGiven, { when: <time dateTime={item.givenAt}>{when(item.givenAt)}</time> })}
                  </p>
                </div>
                <div className="shrink-0">
                  {item.withdrawnAt ? (
                    <span className="inline-flex rounded-full bg-ink-100 px-3 py-1 text-xs font-semibold text-ink-700" data-testid="consent-withdrawn">
                      {fill(text.consentWithdrawnOn, { when: when(item.withdrawnAt) })}
                    </span>
                  ) : item.withdrawable ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        clearError();
                        setDone(null);
                        setAsking(item);
                      }}
                      aria-label={fill(text.consentWithdrawLabel, { title: said.plainTitle })}
                    >
                      {text.consentWithdraw}
                    </Button>
                  ) : (
                    <span className="inline-flex rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">{text.consentActive}</span>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={asking !== null}
        onClose={() => (busy ? undefined : setAsking(null))}
        title={text.withdrawConsentTitle}
        description={asking ? consentWords(asking.about, text).title : undefined}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(null)} disabled={busy}>
              {text.withdrawConsentKeep}
            </Button>
            <Button variant="primary" className="bg-red-600! hover:bg-red-700!" loading={busy} onClick={withdraw}>
              {text.withdrawConsentConfirm}
            </Button>
          </>
        }
      >
        <div className="grid gap-3 text-sm text-ink-700">
          <p>{text.withdrawConsentWhat}</p>
          <p>{text.withdrawConsentStays}</p>
          <div aria-live="polite">
            <ErrorNote message={sayError(errors, error)} boxed />
          </div>
        </div>
      </Dialog>
    </div>
  );
}
