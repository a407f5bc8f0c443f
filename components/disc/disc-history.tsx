// Earlier results, newest first; the one on screen is marked.
import Link from "next/link";
import { cx } from "@/components/ui/cx";
import type { DiscResultView } from "@/lib/disc/results";
import { DISC_STYLE_NAMES } from "@/lib/disc/styles";
import { formatDayTimeIn } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import type { DiscReportText } from "./disc-words";

export function DiscHistory({ results, currentId, text }: { results: DiscResultView[]; currentId: string; text: DiscReportText }) {
  return (
    <section aria-labelledby="disc-history" className="rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card sm:p-6" data-print-hidden>
      <h2 id="disc-history" className="text-lg font-semibold text-ink-900">
        {text.historyTitle}
      </h2>
      <ol className="mt-3 divide-y divide-ink-100" data-testid="disc-history">
        {results.map((r) => {
          const current = r.id === currentId;
          return (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm">
              <Link
                href={`/test/disc?result=${r.id}`}
                aria-current={current ? "page" : undefined}
                className={cx("font-semibold hover:text-brand-600", current ? "text-ink-900" : "text-brand-700")}
              >
                {formatDayTimeIn(r.createdAt, text.tag)}
                {current ? <span className="ml-2 text-xs font-medium text-ink-600">{text.shown}</span> : null}
              </Link>
              <span className="text-ink-700">
                {fill(text.pair, { primary: DISC_STYLE_NAMES[r.primary], secondary: DISC_STYLE_NAMES[r.secondary] })}
                <span className="ml-2 text-xs text-ink-600 tabular-nums">
                  D {r.D} · I {r.I} · S {r.S} · C {r.C}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
