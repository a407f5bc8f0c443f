// How the candidate spoke in one answer: when they started, how much of the time they spoke, the
// longest pause, the length against the target, and a timeline of their speech. Silence is said,
// never scored.
import type { DeliveryMetrics } from "@/lib/ai/evaluate/types";
import { NOTHING_HEARD_REASON } from "@/lib/ai/evaluate/reasons";

export function Figure({ label, value, note }: { label: string; value: string | null; note?: string }) {
  return (
    <div className="rounded-lg bg-ink-50 px-3 py-2">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="text-sm font-semibold text-ink-900">{value ?? "not measured"}</dd>
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
  label: string;
  barClass: string;
}) {
  return (
    <svg viewBox="0 0 300 24" preserveAspectRatio="none" className="h-6 w-full" role="img" aria-label={label}>
      <rect x="0" y="8" width="300" height="8" rx="4" className="fill-ink-100" />
      {stretches.map((s, i) => (
        <rect key={i} x={(s.start / duration) * 300} y="4" width={Math.max(1, ((s.end - s.start) / duration) * 300)} height="16" rx="3" className={barClass} />
      ))}
    </svg>
  );
}

const LENGTH_NOTES = {
  recording: "The answer's length, and so its pace, is measured from the recording itself.",
  browser: "The recording's own length could not be read, so the length and pace use the time your browser reported.",
} as const;

function lengthNote(seconds: number, target: { min: number; max: number } | null | undefined): string | undefined {
  if (!target) return undefined;
  const band = `aim for ${target.min}–${target.max} s`;
  if (seconds < target.min) return `Short: ${band}`;
  if (seconds > target.max) return `Long: ${band}`;
  return `On target (${band})`;
}

export function DeliveryPanel({ delivery, lengthSource }: { delivery: DeliveryMetrics; lengthSource: keyof typeof LENGTH_NOTES | null }) {
  const d = delivery;
  const duration = d.durationSeconds ?? Math.max(1, ...d.segments.map((s) => s.end));
  return (
    <div className="space-y-3" data-testid="delivery">
      <h4 className="text-sm font-semibold text-ink-900">How you spoke{d.score !== null ? ` · ${d.score}/10` : ""}</h4>
      {d.silent ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-ink-900" data-testid="silent">
          {NOTHING_HEARD_REASON} There is no speaking score for it.
        </p>
      ) : null}
      {d.segments.length ? (
        <figure>
          <StretchTimeline
            stretches={d.segments}
            duration={duration}
            label={`Speaking timeline: ${d.segments.length} stretches of speech over ${Math.round(duration)} seconds`}
            barClass="fill-brand-500"
          />
          <figcaption className="flex justify-between text-xs text-ink-500">
            <span>When you were speaking (orange) across the answer.</span>
            <span>0–{Math.round(duration)} s</span>
          </figcaption>
        </figure>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="First word after" value={d.startDelaySeconds !== null && !d.silent ? `${d.startDelaySeconds} s` : d.silent ? "no speech" : null} />
        <Figure label="Time speaking" value={d.speakingShare !== null ? `${Math.round(d.speakingShare * 100)}%` : null} />
        <Figure label="Longest pause" value={d.longestPauseSeconds !== null && !d.silent ? `${d.longestPauseSeconds} s` : d.silent ? "no speech" : null} />
        <Figure
          label="Answer length"
          value={d.durationSeconds !== null ? `${Math.round(d.durationSeconds)} s` : null}
          note={d.durationSeconds !== null ? lengthNote(d.durationSeconds, d.targetSeconds) : undefined}
        />
        {d.wordCount !== null ? (
          <>
            <Figure label="Pace" value={d.wordsPerMinute !== null ? `${d.wordsPerMinute} words/min` : null} />
            <Figure label="Filler words" value={d.fillersPerMinute !== null ? `${d.fillersPerMinute}/min` : null} />
            <Figure label="Hedging phrases" value={d.hedgeCount !== null ? String(d.hedgeCount) : null} />
          </>
        ) : null}
      </dl>
      {lengthSource && d.durationSeconds !== null ? (
        <p className="text-xs text-ink-500" data-testid="length-source">
          {LENGTH_NOTES[lengthSource]}
        </p>
      ) : null}
      {d.fillers.length || d.hedges.length ? (
        <p className="text-xs text-ink-600">
          {d.fillers.length ? `Fillers heard: ${d.fillers.map((f) => `"${f.term}" ×${f.count}`).join(", ")}. ` : ""}
          {d.hedges.length ? `Hedging: ${d.hedges.map((f) => `"${f.term}" ×${f.count}`).join(", ")}.` : ""}
        </p>
      ) : null}
    </div>
  );
}
