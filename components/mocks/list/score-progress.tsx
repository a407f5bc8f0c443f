// Content and delivery scores across the candidate's completed mocks: practice with a direction.
// Typed answers are their own line: they were not spoken, so they never move the spoken ones.
import type { ScorePoint } from "@/lib/mocks/evaluation/score-progress";
import { fill } from "@/lib/i18n/fill";
import type { MockListText } from "./mock-list-text";

const W = 320;
const H = 110;
const PAD = 14;

function path(points: ScorePoint[], pick: (p: ScorePoint) => number | null) {
  const step = points.length > 1 ? (W - 2 * PAD) / (points.length - 1) : 0;
  return points
    .map((p, i) => ({ x: PAD + i * step, v: pick(p) }))
    .filter((p): p is { x: number; v: number } => p.v !== null)
    .map((p) => ({ x: p.x, y: H - PAD - (p.v / 10) * (H - 2 * PAD) }));
}

function trend(points: ScorePoint[], pick: (p: ScorePoint) => number | null, text: MockListText): string | null {
  const values = points.map(pick).filter((v): v is number => v !== null);
  if (values.length < 2) return null;
  const change = Math.round((values[values.length - 1]! - values[0]!) * 10) / 10;
  return change > 0 ? fill(text.up, { change }) : change < 0 ? fill(text.down, { change: -change }) : text.unchanged;
}

/** The sentence under "Your progress", also the chart's name for a screen reader. */
function describe(points: ScorePoint[], anyTyped: boolean, text: MockListText): string {
  if (points.length < 2) return text.progressOne;
  const typed = anyTyped ? fill(text.progressTyped, { trend: trend(points, (p) => p.typed, text) ?? text.typedOnce }) : "";
  return fill(text.progressMany, {
    count: points.length,
    content: trend(points, (p) => p.content, text) ?? text.notScored,
    delivery: trend(points, (p) => p.delivery, text) ?? text.notMeasured,
    typed,
  });
}

export function ScoreProgress({ points, text }: { points: ScorePoint[]; text: MockListText }) {
  if (points.length === 0) return null;
  const content = path(points, (p) => p.content);
  const delivery = path(points, (p) => p.delivery);
  const typed = path(points, (p) => p.typed);
  const anyTyped = typed.length > 0;
  const description = describe(points, anyTyped, text);
  return (
    <section aria-labelledby="progress-title" className="mt-6 rounded-2xl border border-ink-200 bg-white p-4 sm:p-5" data-testid="score-progress">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex-1 space-y-1">
          <h2 id="progress-title" className="text-base font-semibold text-ink-950">
            {text.progressTitle}
          </h2>
          <p className="text-sm text-ink-600">{description}</p>
          <p className="flex gap-4 text-xs text-ink-600">
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="h-1 w-4 rounded bg-brand-500" /> {text.content}
            </span>
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="h-1 w-4 rounded bg-ink-700" /> {text.delivery}
            </span>
            {anyTyped ? (
              <span className="flex items-center gap-1" data-testid="progress-typed">
                <span aria-hidden="true" className="h-1 w-4 rounded border-t-2 border-dashed border-sky-600" /> {text.typedAnswers}
              </span>
            ) : null}
          </p>
        </div>
        <svg viewBox={`0 0 ${W} ${H}`} className="h-28 w-full sm:w-80" role="img" aria-label={description}>
          {[0, 5, 10].map((v) => {
            const y = H - PAD - (v / 10) * (H - 2 * PAD);
            return (
              <g key={v}>
                <line x1={PAD} x2={W - PAD} y1={y} y2={y} className="stroke-ink-100" />
                <text x={0} y={y + 3} className="fill-ink-400 text-[8px]">
                  {v}
                </text>
              </g>
            );
          })}
          {[
            { pts: content, cls: "stroke-brand-500 fill-brand-500" },
            { pts: delivery, cls: "stroke-ink-700 fill-ink-700" },
            { pts: typed, cls: "stroke-sky-600 fill-sky-600", dash: "4 3" },
          ].map(({ pts, cls, dash }, k) => (
            <g key={k} className={cls}>
              {pts.length > 1 ? <polyline points={pts.map((p) => `${p.x},${p.y}`).join(" ")} fill="none" strokeWidth="2" strokeDasharray={dash} /> : null}
              {pts.map((p, i) => (
                <circle key={i} cx={p.x} cy={p.y} r="3" />
              ))}
            </g>
          ))}
        </svg>
      </div>
    </section>
  );
}
