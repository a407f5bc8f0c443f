// The report for one result: the chart, the two leading styles in plain words, what they mean at
// work and in interviews, how consistent the answers were, and the history. Prints cleanly.
import "./disc-print.css";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { DISC_PROFILES, describeBlend, discInterviewTip } from "@/lib/disc/profiles";
import type { DiscResultView } from "@/lib/disc/results";
import { DiscChart } from "./disc-chart";
import { DiscHistory } from "./disc-history";
import { formatLongDay } from "@/lib/format";
import { PrintButton } from "./print-button";

const CONSISTENCY_TITLE = {
  consistent: "Your answers agree with each other",
  mixed: "Some answers pull in different directions",
  inconsistent: "Some answers contradict each other",
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

export function DiscReport({ result, history }: { result: DiscResultView; history: DiscResultView[] }) {
  const primary = DISC_PROFILES[result.primary];
  const secondary = DISC_PROFILES[result.secondary];
  const level = result.consistency.level;
  return (
    <article data-disc-report className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-brand-700">DISC personality test</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">Your working style</h1>
          <p className="mt-1 text-sm text-ink-600">Taken on {formatLongDay(result.createdAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2.5" data-print-hidden>
          <PrintButton />
          <ButtonLink href="/test/disc?take=1" variant="primary">
            <Icon name="refresh" className="size-4" />
            Retake the test
          </ButtonLink>
        </div>
      </div>

      <section aria-labelledby="disc-summary" className="rounded-2xl bg-ink-950 p-6 text-white sm:p-8 print:border print:border-ink-300 print:bg-white print:text-ink-950">
        <p className="text-sm font-medium text-brand-300 print:text-brand-700">Your primary style: {primary.name}</p>
        <h2 id="disc-summary" className="mt-2 text-xl font-bold sm:text-2xl" data-testid="disc-blend">
          {describeBlend(result.primary, result.secondary)}
        </h2>
        <p className="mt-3 max-w-2xl text-sm leading-relaxed text-ink-200 print:text-ink-800">{primary.summary}</p>
        {result[result.primary] === result[result.secondary] ? (
          <p className="mt-3 max-w-2xl text-sm leading-relaxed text-ink-200 print:text-ink-800">
            Your {primary.name} and {secondary.name} scores are level: you draw on both about equally, and {primary.name} is named
            first only to break the tie.
          </p>
        ) : null}
        <p className="mt-3 max-w-2xl text-sm leading-relaxed text-ink-200 print:text-ink-800">
          Your secondary style is <strong className="text-white print:text-ink-950">{secondary.name}</strong> ({secondary.nickname}): {secondary.summary.charAt(0).toLowerCase()}
          {secondary.summary.slice(1)}
        </p>
      </section>

      <Panel title="Your four scores" id="disc-scores">
        <DiscChart result={result} idPrefix="disc-chart" />
      </Panel>

      <section
        aria-labelledby="disc-consistency"
        data-testid="disc-consistency"
        className={cx("rounded-2xl border p-5 sm:p-6", level === "consistent" ? "border-emerald-200 bg-emerald-50" : "border-amber-200 bg-amber-50")}
      >
        <h2 id="disc-consistency" className="text-base font-semibold text-ink-900">
          {CONSISTENCY_TITLE[level]}
        </h2>
        <p className="mt-1.5 text-sm leading-relaxed text-ink-800">{result.consistency.message}</p>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="Strengths" id="disc-strengths">
          <Bullets items={primary.strengths} />
        </Panel>
        <Panel title="Blind spots to watch" id="disc-blind-spots">
          <Bullets items={primary.blindSpots} />
        </Panel>
        <Panel title="How you communicate" id="disc-communicate">
          <p>{primary.communicates}</p>
        </Panel>
        <Panel title="How you decide" id="disc-decide">
          <p>{primary.decides}</p>
        </Panel>
      </div>

      <Panel title="Interview tips for your style" id="disc-tips">
        <p className="mb-3 font-medium text-ink-900" data-testid="disc-tip">
          {discInterviewTip(result.primary, result.secondary)}
        </p>
        <Bullets items={primary.interviewTips.slice(1)} />
        <p className="mt-4 text-xs text-ink-600">
          No style is better than another: teams need all four.
        </p>
      </Panel>

      <DiscHistory results={history} currentId={result.id} />
    </article>
  );
}
