// The report for one result: the chart, the two leading styles in plain words, what they mean at
// work and in interviews, how consistent the answers were, and the history. Prints cleanly.
import "./disc-print.css";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { describeBlend, discInterviewTip, type DiscWords } from "@/lib/disc/profiles";
import type { DiscResultView } from "@/lib/disc/results";
import { DiscChart } from "./disc-chart";
import { DiscHistory } from "./disc-history";
import { formatLongDay } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import { PrintButton } from "./print-button";
import type { DiscReportText } from "./disc-words";
import { PageHeading } from "@/components/layout/page-heading";

const CONSISTENCY = {
  consistent: ["consistentTitle", "consistentText"],
  mixed: ["mixedTitle", "mixedText"],
  inconsistent: ["inconsistentTitle", "inconsistentText"],
} as const;

function Panel({ title, id, children, className }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cx("rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card sm:p-6", className)}>
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3 text-sm leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

const Bullets = ({ items }: { items: string[] }) => (
  <ul className="space-y-2">
    {items.map((item) => (
      <li key={item} className="flex gap-2.5">
        <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
        {item}
      </li>
    ))}
  </ul>
);

export function DiscReport({ result, history, text, words }: { result: DiscResultView; history: DiscResultView[]; text: DiscReportText; words: DiscWords }) {
  const primary = words.profiles[result.primary];
  const secondary = words.profiles[result.secondary];
  const level = result.consistency.level;
  const [consistencyTitle, consistencyText] = CONSISTENCY[level];
  // The secondary style's name is set in bold inside its sentence.
  const [beforeName, afterName] = text.secondary.split("{name}");
  return (
    <article data-disc-report className="mx-auto max-w-4xl space-y-6">
      <PageHeading
        eyebrow={text.eyebrow}
        title={text.title}
        intro={fill(text.takenOn, { date: formatLongDay(result.createdAt, { locale: text.tag }) })}
        actions={
          <div className="flex flex-wrap gap-2.5" data-print-hidden>
            <PrintButton label={text.print} />
            <ButtonLink href="/test/disc?take=1" variant="primary">
              <Icon name="refresh" className="size-4" />
              {text.retake}
            </ButtonLink>
          </div>
        }
      />

      <section
        aria-labelledby="disc-summary"
        className="rounded-2xl bg-ink-950 p-6 text-white sm:p-8 print:border print:border-ink-300 print:bg-white print:text-ink-950"
      >
        <p className="text-sm font-medium text-brand-300 print:text-brand-700">{fill(text.primary, { name: primary.name })}</p>
        <h2 id="disc-summary" className="mt-2 text-xl font-bold sm:text-2xl" data-testid="disc-blend">
          {describeBlend(result.primary, result.secondary, words)}
        </h2>
        <p className="mt-3 max-w-2xl text-sm leading-relaxed text-ink-200 print:text-ink-800">{primary.summary}</p>
        {result[result.primary] === result[result.secondary] ? (
          <p className="mt-3 max-w-2xl text-sm leading-relaxed text-ink-200 print:text-ink-800">
            {fill(text.level, { primary: primary.name, secondary: secondary.name })}
          </p>
        ) : null}
        <p className="mt-3 max-w-2xl text-sm leading-relaxed text-ink-200 print:text-ink-800">
          {beforeName}
          <strong className="text-white print:text-ink-950">{secondary.name}</strong>
          {fill(afterName ?? "", { nickname: secondary.nickname, summary: secondary.summary.charAt(0).toLowerCase() + secondary.summary.slice(1) })}
        </p>
      </section>

      <Panel title={text.scoresTitle} id="disc-scores">
        <DiscChart result={result} idPrefix="disc-chart" text={text} />
      </Panel>

      <section
        aria-labelledby="disc-consistency"
        data-testid="disc-consistency"
        className={cx("rounded-2xl border p-5 sm:p-6", level === "consistent" ? "border-emerald-200 bg-emerald-50" : "border-amber-200 bg-amber-50")}
      >
        <h2 id="disc-consistency" className="text-base font-semibold text-ink-900">
          {text[consistencyTitle]}
        </h2>
        <p className="mt-1.5 text-sm leading-relaxed text-ink-800">{text[consistencyText]}</p>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <Panel title={text.strengths} id="disc-strengths">
          <Bullets items={primary.strengths} />
        </Panel>
        <Panel title={text.blindSpots} id="disc-blind-spots">
          <Bullets items={primary.blindSpots} />
        </Panel>
        <Panel title={text.communicate} id="disc-communicate">
          <p>{primary.communicates}</p>
        </Panel>
        <Panel title={text.decide} id="disc-decide">
          <p>{primary.decides}</p>
        </Panel>
      </div>

      <Panel title={text.tips} id="disc-tips">
        <p className="mb-3 font-medium text-ink-900" data-testid="disc-tip">
          {discInterviewTip(result.primary, result.secondary, words)}
        </p>
        <Bullets items={primary.interviewTips.slice(1)} />
        <p className="mt-4 text-xs text-ink-600">{text.noBetter}</p>
      </Panel>

      <DiscHistory results={history} currentId={result.id} text={text} />
    </article>
  );
}
