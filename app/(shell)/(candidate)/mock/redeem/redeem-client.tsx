"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { announceCreditsChanged, redeemToken } from "@/components/credits/credits-api";
import { buttonClasses } from "@/components/ui/button-classes";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { IconDisc } from "@/components/ui/icon-disc";
import type { RedeemText } from "@/components/credits/money-text";
import { fill } from "@/lib/i18n/fill";
import { sayError } from "@/lib/i18n/say-error";

type State = { status: "redeeming" } | { status: "done"; credits: number } | { status: "failed"; reason: string | null } | { status: "error" };

export function RedeemClient({ token, text }: { token: string; text: RedeemText }) {
  const [state, setState] = useState<State>({ status: "redeeming" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once, even when effects run twice in development
    started.current = true;
    void redeemToken(token).then((result) => {
      if (!result.ok) return setState(result.status > 0 && result.status < 500 ? { status: "failed", reason: result.error } : { status: "error" });
      setState({ status: "done", credits: result.data.credits });
      announceCreditsChanged(result.data.credits);
    });
  }, [token]);

  return (
    <div className="mx-auto max-w-lg py-6">
      <Card className="p-8 text-center">
        <div aria-live="polite" role="status">
          {state.status === "redeeming" ? (
            <div className="flex flex-col items-center gap-3 text-ink-700">
              <Spinner className="size-8 text-brand" />
              <p>{text.redeeming}</p>
            </div>
          ) : state.status === "done" ? (
            <div className="flex flex-col items-center gap-2">
              <IconDisc icon="check" tone="success" />
              <h1 className="text-xl font-bold text-ink-950">{text.success}</h1>
              <p className="text-sm text-ink-600">{fill(state.credits === 1 ? text.haveOne : text.have, { count: state.credits })}</p>
            </div>
          ) : (
            <div className="flex flex-col items-center gap-2">
              <IconDisc icon="alert" tone="danger" />
              <h1 className="text-xl font-bold text-ink-950">{state.status === "failed" ? text.failed : text.error}</h1>
              {state.status === "failed" && state.reason ? <p className="text-sm text-ink-600">{sayError(text.errors, state.reason)}</p> : null}
            </div>
          )}
        </div>
        {state.status !== "redeeming" ? (
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            <Link href="/mock" className={buttonClasses({ variant: "primary" })}>
              {text.goToMocks}
            </Link>
            <Link href="/mock/ledger" className={buttonClasses({ variant: "outline" })}>
              {text.viewLedger}
            </Link>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
