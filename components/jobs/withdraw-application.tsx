"use client";
// A candidate withdraws an application not yet decided, after saying yes to what that means.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/api";
import { useAction } from "@/components/api/use-action";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/catalogs";

export function WithdrawApplication({
  jobId,
  company,
  text,
}: {
  jobId: string;
  company: string;
  text: Pick<Messages["jobPage"], "withdraw" | "withdrawText" | "withdrawYes" | "keepApplication">;
}) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useAction();
  const withdraw = () =>
    run(
      () => api("POST /api/jobs/withdraw", { json: { jobId }, signedIn: true }),
      () => {
        setAsking(false);
        router.refresh();
      },
    );
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className="text-sm font-semibold text-ink-600 underline underline-offset-2 hover:text-ink-900">
        {text.withdraw}
      </button>
    );
  }
  return (
    <div role="group" aria-label={text.withdraw} className="space-y-3 rounded-2xl bg-ink-50 p-4 text-sm leading-relaxed text-ink-700">
      <p>{fill(text.withdrawText, { company })}</p>
      <ErrorNote message={error} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void withdraw()} loading={busy}>
          {text.withdrawYes}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)} disabled={busy}>
          {text.keepApplication}
        </Button>
      </div>
    </div>
  );
}
