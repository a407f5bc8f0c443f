"use client";

import { useState } from "react";
import { api } from "@/components/api/api";
import { useAction } from "@/components/api/use-action";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icons";
import type { ConsentItem } from "@/lib/account-data/consents";
import { formatDayTime } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import { LOCALE_NAMES } from "@/lib/i18n/locales";

/**
 * The consents the candidate gave, each with its wording's version, the language it was shown in and
 * its time, and a way to withdraw. `shownIn`: "Shown in {language}" in the interface's language.
 */
export function Consents({ initial, shownIn }: { initial: ConsentItem[]; shownIn: string }) {
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
        setDone("Consent withdrawn. The videos of that interview and the analysis of your face are deleted.");
        setAsking(null);
      },
    );
  }

  return (
    <div className="grid gap-3">
      <div aria-live="polite">
        {done ? (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800">
            <Icon name="check" className="size-4 shrink-0" />
            {done}
          </p>
        ) : null}
      </div>
      {items.every((item) => item.kind !== "RECORDED_INTERVIEW") ? (
        <p className="text-sm text-ink-600" data-testid="consents-empty">
          You have not agreed to a recorded interview yet. When you do, it is listed here.
        </p>
      ) : null}
      <ul className="grid gap-3" data-testid="consents">
        {items.map((item) => (
          <li key={item.id} className="rounded-xl border border-ink-200/80 p-4" data-testid={`consent-${item.kind}`}>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-ink-900">{item.title}</p>
                <p className="mt-1 text-sm text-ink-700">{item.what}</p>
                <p className="mt-1.5 text-xs text-ink-500">
                  {item.version ? <>Version {item.version} · </> : null}
                  <span data-testid="consent-language" data-language={item.language}>
                    {fill(shownIn, { language: LOCALE_NAMES[item.language] })}
                  </span>{" "}
                  · Given <time dateTime={item.givenAt}>{formatDayTime(item.givenAt)}</time>
                </p>
              </div>
              <div className="shrink-0">
                {item.withdrawnAt ? (
                  <span className="inline-flex rounded-full bg-ink-100 px-3 py-1 text-xs font-semibold text-ink-700" data-testid="consent-withdrawn">
                    Withdrawn on {formatDayTime(item.withdrawnAt)}
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
                    aria-label={`Withdraw consent: ${item.title}`}
                  >
                    Withdraw
                  </Button>
                ) : (
                  <span className="inline-flex rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">Active</span>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={asking !== null}
        onClose={() => (busy ? undefined : setAsking(null))}
        title="Withdraw your consent?"
        description={asking ? asking.title : undefined}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(null)} disabled={busy}>
              Keep my consent
            </Button>
            <Button variant="primary" className="bg-red-600! hover:bg-red-700!" loading={busy} onClick={withdraw}>
              Withdraw and delete videos
            </Button>
          </>
        }
      >
        <div className="grid gap-3 text-sm text-ink-700">
          <p>
            We delete the videos of your answers and what was measured from your face (attention and expressions). The employer will no longer be able to watch
            them, and the interview cannot be recorded any further.
          </p>
          <p>Your application stays. This cannot be undone.</p>
          <div aria-live="polite">
            <ErrorNote message={error} boxed />
          </div>
        </div>
      </Dialog>
    </div>
  );
}
