// The four styles as a bar chart. The SVG carries its own title and description, and the same
// figures are printed beside it, so nothing depends on seeing the bars.
import { DISC_STYLE_NAMES, DISC_STYLES } from "@/lib/disc/styles";
import type { DiscResultView } from "@/lib/disc/results";
import { fill } from "@/lib/i18n/fill";
import { STYLE_COLOURS } from "./style-colours";
import type { DiscReportText } from "./disc-words";

const W = 360;
const H = 220;
const TOP = 12;
const BOTTOM = 28;
const PLOT = H - TOP - BOTTOM;

export function DiscChart({ result, idPrefix, text }: { result: DiscResultView; idPrefix: string; text: DiscReportText }) {
  const description = DISC_STYLES.map((s) => fill(text.chartItem, { name: DISC_STYLE_NAMES[s], score: result[s] })).join(", ");
  const y = (value: number) => TOP + PLOT - (value / 100) * PLOT;
  return (
    <figure className="grid items-center gap-6 sm:grid-cols-[minmax(0,1fr)_13rem]">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`} className="w-full max-w-md">
        <title id={`${idPrefix}-title`}>{text.chartTitle}</title>
        <desc id={`${idPrefix}-desc`}>{description}</desc>
        {[0, 50, 100].map((tick) => (
          <g key={tick}>
            <line x1={32} x2={W} y1={y(tick)} y2={y(tick)} stroke="#c8c8cf" strokeDasharray={tick === 50 ? "4 4" : undefined} />
            <text x={26} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#5c5c66">
              {tick}
            </text>
          </g>
        ))}
        {DISC_STYLES.map((style, i) => {
          const slot = (W - 40) / 4;
          const x = 40 + i * slot + slot * 0.2;
          const width = slot * 0.6;
          const value = result[style];
          return (
            <g key={style}>
              <rect x={x} y={y(value)} width={width} height={Math.max(1, (value / 100) * PLOT)} rx={6} fill={STYLE_COLOURS[style]} />
              <text x={x + width / 2} y={Math.max(y(value) - 6, TOP + 10)} textAnchor="middle" fontSize="13" fontWeight="700" fill="#1f1f26">
                {value}
              </text>
              <text x={x + width / 2} y={H - 8} textAnchor="middle" fontSize="13" fontWeight="600" fill="#1f1f26">
                {style}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <dl className="space-y-2 text-sm">
          {DISC_STYLES.map((style) => (
            <div key={style} className="flex items-center justify-between gap-3">
              <dt className="flex items-center gap-2 text-ink-700">
                <span aria-hidden="true" className="size-3 rounded-sm" style={{ background: STYLE_COLOURS[style] }} />
                {DISC_STYLE_NAMES[style]} ({style})
              </dt>
              <dd className="font-semibold text-ink-900 tabular-nums">{result[style]}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs leading-relaxed text-ink-600">{text.chartNote}</p>
      </figcaption>
    </figure>
  );
}
