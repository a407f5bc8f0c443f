"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/components/api/api";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { Spinner } from "@/components/ui/spinner";
import { IconDisc } from "@/components/ui/icon-disc";
import type { AccountText } from "@/components/auth/auth-text";
import { sayError } from "@/lib/i18n/say-error";

type State = { step: "working" } | { step: "done" } | { step: "error"; message: string; retry: boolean };

/**
 * Turns job alerts off as the page opens. The change is a POST from the page (not the GET of the
 * link), so a mail scanner that only fetches links changes nothing.
 */
export function UnsubscribeClient({ id, token, text }: { id: string; token: string; text: AccountText }) {
  const [state, setState] = useState<State>({ step: "working" });
  const started = useRef(false);

  const unsubscribe = useCallback(async () => {
    setState({ step: "working" });
    const result = await api("POST /api/job-alerts/unsubscribe", { json: { id, token } });
    if (result.ok) return setState({ step: "done" });
    setState({ step: "error", message: result.error, retry: result.status === 0 || result.status >= 500 });
  }, [id, token]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void unsubscribe();
  }, [unsubscribe]);

  return (
    <div aria-live="polite">
      {state.step === "working" ? (
        <div className="flex items-center gap-3 text-ink-700">
          <Spinner className="size-5" />
          <p className="text-sm">{text.turningOff}</p>
        </div>
      ) : state.step === "done" ? (
        <div>
          <IconDisc icon="check" tone="success" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-950">{text.alertsOff}</h1>
          <p className="mt-3 text-sm text-ink-700">{text.alertsOffText}</p>
          <p className="mt-3 text-sm text-ink-700">{text.alertsBackOn}</p>
          <Link href="/settings" className="mt-6 inline-block rounded font-semibold text-brand-600 hover:text-brand-700">
            {text.openSettings}
          </Link>
        </div>
      ) : (
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-950">{text.alertsStillOn}</h1>
          <ErrorNote message={sayError(text.auth.errors, state.message)} boxed className="mt-3 text-sm" />
          <div className="mt-6 flex flex-wrap items-center gap-4">
            {state.retry ? (
              <Button variant="primary" onClick={() => void unsubscribe()}>
                {text.tryAgain}
              </Button>
            ) : null}
            <Link href="/settings" className="rounded font-semibold text-brand-600 hover:text-brand-700">
              {text.openSettings}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
