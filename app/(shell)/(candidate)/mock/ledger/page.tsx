import type { Metadata } from "next";
import Link from "next/link";
import { CreditBadge } from "@/components/credits/credit-badge";
import { LEDGER_REASON_LABELS, ledgerEntrySource } from "@/components/credits/format";
import { formatDayTime } from "@/lib/format";
import { ShareInterviewButton } from "@/components/credits/share-dialog";
import { buttonClasses } from "@/components/ui/button-classes";
import { cx } from "@/components/ui/cx";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { getCreditBalance, listLedger } from "@/lib/credits";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Credit ledger" };

const COLUMNS = [
  { label: "Date", className: "hidden px-4 py-3 font-semibold sm:table-cell" },
  { label: "Entry", className: "px-3 py-3 font-semibold sm:px-4" },
  { label: "Change", className: "px-3 py-3 text-right font-semibold sm:px-4" },
  { label: "Balance", className: "px-3 py-3 text-right font-semibold sm:px-4" },
];

export default async function LedgerPage() {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const entries = await listLedger({ candidateId: candidate.id });
  const balance = await getCreditBalance({ candidateId: candidate.id });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link href="/mock" className="text-sm font-semibold text-brand-700 hover:text-brand-600">
            ← Mock interviews
          </Link>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">Ledger</h1>
          <p className="mt-1 text-sm text-ink-600">Every credit you bought, used, shared, received, got back or lost to expiry.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex items-center gap-2 text-sm text-ink-600">
            Balance <CreditBadge initialCredits={balance} />
          </span>
          {balance > 0 ? <ShareInterviewButton /> : null}
          <Link href="/mock/plans" className={buttonClasses({ variant: "primary" })}>
            Buy credits
          </Link>
        </div>
      </header>

      {entries.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-10 text-center text-sm text-ink-600">
          No credits yet. Buy a plan to take your first mock interview.
        </div>
      ) : (
        <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200/80">
          <table className="w-full text-left text-sm" data-testid="ledger">
            <caption className="sr-only">Credit ledger, newest first</caption>
            <thead className="bg-ink-50 text-xs text-ink-500 uppercase">
              <tr>
                {COLUMNS.map(({ label, className }) => (
                  <th key={label} scope="col" className={className}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {entries.map((entry) => {
                const source = ledgerEntrySource(entry);
                return (
                  <tr key={entry.id}>
                    <td className="hidden px-4 py-3 align-top whitespace-nowrap text-ink-600 sm:table-cell">{formatDayTime(entry.createdAt)}</td>
                    <td className="px-3 py-3 align-top sm:px-4">
                      <span className="block text-xs text-ink-500 sm:hidden">{formatDayTime(entry.createdAt)}</span>
                      <span className="font-medium text-ink-900">{LEDGER_REASON_LABELS[entry.reason]}</span>
                      {source || entry.note ? <span className="block text-xs text-ink-500">{[source, entry.note].filter(Boolean).join(" · ")}</span> : null}
                    </td>
                    <td
                      className={cx("px-3 py-3 text-right align-top font-semibold tabular-nums sm:px-4", entry.delta > 0 ? "text-green-700" : "text-ink-800")}
                    >
                      {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                    </td>
                    <td className="px-3 py-3 text-right align-top tabular-nums text-ink-800 sm:px-4">{entry.balanceAfter}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
