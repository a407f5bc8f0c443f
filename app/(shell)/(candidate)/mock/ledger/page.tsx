import Link from "next/link";
import { CreditBadge } from "@/components/credits/credit-badge";
import { ledgerEntrySource } from "@/components/credits/format";
import { storedPlanNameIn } from "@/components/credits/money-text";
import { formatDayTimeIn } from "@/lib/format";
import { ShareInterviewButton } from "@/components/credits/share-dialog";
import { buttonClasses } from "@/components/ui/button-classes";
import { cx } from "@/components/ui/cx";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { FORMAT_TAGS } from "@/lib/i18n/locales";
import { sayError } from "@/lib/i18n/say-error";
import { getCreditBalance, listLedger } from "@/lib/credits";
import { PageHeading } from "@/components/layout/page-heading";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("ledger");

const COLUMNS = [
  { label: "date", className: "hidden px-4 py-3 font-semibold sm:table-cell" },
  { label: "entry", className: "px-3 py-3 font-semibold sm:px-4" },
  { label: "change", className: "px-3 py-3 text-right font-semibold sm:px-4" },
  { label: "balanceAfter", className: "px-3 py-3 text-right font-semibold sm:px-4" },
] as const;

export default async function LedgerPage() {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const locale = await currentLocale();
  const entries = await listLedger({ candidateId: candidate.id });
  const balance = await getCreditBalance({ candidateId: candidate.id });
  const words = messagesFor(locale, "ledger");
  const plans = messagesFor(locale, "plans");
  const creditWords = messagesFor(locale, "credits");
  const when = (at: string) => formatDayTimeIn(at, FORMAT_TAGS[locale]);
  // The stored notes ("Plan expired on 2026-05-01") said in the interface language, as refusals are.
  const english = messagesFor("en", "ledger").notes;
  const noteWords = Object.entries(english).map(([key, said]) => [said, words.notes[key as keyof typeof english]] as const);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeading
        back={{ href: "/mock", label: words.back }}
        title={words.heading}
        intro={words.intro}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <span className="flex items-center gap-2 text-sm text-ink-600">
              {words.balance} <CreditBadge initialCredits={balance} text={creditWords} />
            </span>
            {balance > 0 ? <ShareInterviewButton text={creditWords} /> : null}
            <Link href="/mock/plans" className={buttonClasses({ variant: "primary" })}>
              {words.buyCredits}
            </Link>
          </div>
        }
      />

      {entries.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-10 text-center text-sm text-ink-600">{words.empty}</div>
      ) : (
        <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200/80">
          <table className="w-full text-left text-sm" data-testid="ledger">
            <caption className="sr-only">{words.caption}</caption>
            <thead className="bg-ink-50 text-xs text-ink-500 uppercase">
              <tr>
                {COLUMNS.map(({ label, className }) => (
                  <th key={label} scope="col" className={className}>
                    {words[label]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {entries.map((entry) => {
                const source = ledgerEntrySource(entry, words, storedPlanNameIn(plans, entry.planName));
                const note = entry.note ? sayError(noteWords, entry.note) : null;
                return (
                  <tr key={entry.id}>
                    <td className="hidden px-4 py-3 align-top whitespace-nowrap text-ink-600 sm:table-cell">{when(entry.createdAt)}</td>
                    <td className="px-3 py-3 align-top sm:px-4">
                      <span className="block text-xs text-ink-500 sm:hidden">{when(entry.createdAt)}</span>
                      <span className="font-medium text-ink-900">{words.reasons[entry.reason]}</span>
                      {source || note ? <span className="block text-xs text-ink-500">{[source, note].filter(Boolean).join(" · ")}</span> : null}
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
