"use client";
// A candidate withdraws an application not yet decided, after saying yes to what that means.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/components/api/api";
import { useAction } from "@/components/api/use-action";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";

export function WithdrawApplication({ jobId, company }: { jobId: string; company: string }) {
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
        Withdraw application
      </button>
    );
  }
  return (
    <div role="group" aria-label="Withdraw application" className="space-y-3 rounded-2xl bg-ink-50 p-4 text-sm leading-relaxed text-ink-700">
      <p>
        {company} will be told you withdrew. You can apply again while the job is open, and your application comes back with its history.
      </p>
      <ErrorNote message={error} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void withdraw()} loading={busy}>
          Yes, withdraw
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)} disabled={busy}>
          Keep my application
        </Button>
      </div>
    </div>
  );
}
