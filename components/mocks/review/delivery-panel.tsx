// How the candidate spoke in one answer: when they started, how much of the time they spoke, the
// longest pause, the length against the target, and a timeline of their speech. Silence is said,
// never scored.
import type { DeliveryMetrics } from "@/lib/ai/evaluate/types";
import { fill } from "@/lib/i18n/fill";
import { secondsIn, type ReviewText } from "./review-text";

/** `value: null`: not measured, said in `notMeasured`. */
export function Figure({ label, value, note, notMeasured }: { label: string; value: string | null; note?: string; notMeasured: string }) {
  return (
    <div className="rounded-lg bg-ink-50 px-3 py-2">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="text-sm font-semibold text-ink-900">{value ?? notMeasured}</dd>
      {note ? <dd className="text-xs text-ink-600">{note}</dd> : null}
    </div>
  );
}

/** Stretches of an answer (speech, looking away) drawn as bars along its whole length. */
export function StretchTimeline({
  stretches,
  duration,
  label,
  barClass,
}: {
  stretches: readonly { start: number; end: number }[];
  duration: number;
  /** The picture's words for a screen reader, with slots for the number of stretches and the seconds in all. */
  label: string;
  barClass: string;
}) {
  const described = fill(label, { count: stretches.length, seconds: Math.round(duration) });
  return (
    <svg viewBox="0 0 300 24" preserveAspectRatio="none" className="h-6 w-full" role="img" aria-label={described}>
      <rect x="0" y="8" width="300" height="8" rx="4" className="fill-ink-100" />
      {stretches.map((s, i) => (
        <rect key={i} x={(s.start / duration) * 300} y="4" width={Math.max(1, ((s.end - s.start) / duration) * 300)} height="16" rx="3" className={barClass} />
      ))}
    </svg>
  );
}

const LENGTH_NOTES = { recording: "lengthRecording", browser: "lengthBrowser" } as const;

function lengthNote(text: ReviewText, seconds: number, target: { min: number; max: number } | null | undefined): string | undefined {
  if (!target) return undefined;
  const band = { min: target.min, max: target.max };
  if (seconds < target.min) return fill(text.lengthShort, band);
  if (seconds > target.max) return fill(text.lengthLong, band);
  return fill(text.lengthOn, band);
}

/** Words the candidate said, each with how often: their own, marked for no translation. */
function Heard({ label, terms }: { label: string; terms: readonly { term: string; count: number }[] }) {
  return (
    <>
      {label}{" "}
      {terms.map((f, i) => (
        <span key={f.term}>
          {i ? ", " : ""}
          <span translate="no">&quot;{f.term}&quot;</span> ×{f.count}
        </span>
      ))}
      .{" "}
    </>
  );
}

export function DeliveryPanel({
  delivery,
  lengthSource,
  text,
}: {
  delivery: DeliveryMetrics;
  lengthSource: keyof typeof LENGTH_NOTES | null;
  text: ReviewText;
}) {
  const d = delivery;
  const notMeasured = text.notMeasured;
  const s = (n: number) => secondsIn(text, n);
  const duration = d.durationSeconds ?? Math.max(1, ...d.segments.map((s) => s.end));
  return (
    <div className="space-y-3" data-testid="delivery">
      <h4 className="text-sm font-semibold text-ink-900">{d.score !== null ? fill(text.spokeScore, { score: d.score }) : text.spoke}</h4>
      {d.silent ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-ink-900" data-testid="silent">
          {text.silent}
        </p>
      ) : null}
      {d.segments.length ? (
        <figure>
          <StretchTimeline stretches={d.segments} duration={duration} label={text.timelineLabel} barClass="fill-brand-500" />
          <figcaption className="flex justify-between text-xs text-ink-500">
            <span>{text.timelineCaption}</span>
            <span>{fill(text.timelineSpan, { seconds: Math.round(duration) })}</span>
          </figcaption>
        </figure>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          label={text.firstWord}
          value={d.startDelaySeconds !== null && !d.silent ? s(d.startDelaySeconds) : d.silent ? text.noSpeech : null}
          notMeasured={notMeasured}
        />
        <Figure label={text.timeSpeaking} value={d.speakingShare !== null ? `${Math.round(d.speakingShare * 100)}%` : null} notMeasured={notMeasured} />
        <Figure
          label={text.longestPause}
          value={d.longestPauseSeconds !== null && !d.silent ? s(d.longestPauseSeconds) : d.silent ? text.noSpeech : null}
          notMeasured={notMeasured}
        />
        <Figure
          label={text.answerLength}
          value={d.durationSeconds !== null ? s(Math.round(d.durationSeconds)) : null}
          note={d.durationSeconds !== null ? lengthNote(text, d.durationSeconds, d.targetSeconds) : undefined}
          notMeasured={notMeasured}
        />
        {d.wordCount !== null ? (
          <>
            <Figure label={text.pace} value={d.wordsPerMinute !== null ? fill(text.wordsPerMinute, { n: d.wordsPerMinute }) : null} notMeasured={notMeasured} />
            <Figure
              label={text.fillerWords}
              value={d.fillersPerMinute !== null ? fill(text.perMinute, { n: d.fillersPerMinute }) : null}
              notMeasured={notMeasured}
            />
            <Figure label={text.hedgingPhrases} value={d.hedgeCount !== null ? String(d.hedgeCount) : null} notMeasured={notMeasured} />
          </>
        ) : null}
      </dl>
      {lengthSource && d.durationSeconds !== null ? (
        <p className="text-xs text-ink-500" data-testid="length-source">
          {text[LENGTH_NOTES[lengthSource]]}
        </p>
      ) : null}
      {d.fillers.length || d.hedges.length ? (
        <p className="text-xs text-ink-600">
          {d.fillers.length ? <Heard label={text.fillersHeard} terms={d.fillers} /> : null}
          {d.hedges.length ? <Heard label={text.hedgingHeard} terms={d.hedges} /> : null}
        </p>
      ) : null}
    </div>
  );
}
