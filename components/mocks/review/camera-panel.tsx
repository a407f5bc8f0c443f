// What the camera measured in one answer, when the candidate opted in: a face in view, looking at
// the camera, and the stretches looking away. Only the candidate sees it; no emotions are read.
import type { CameraFigures } from "@/lib/mocks/answers/schema";
import { fill } from "@/lib/i18n/fill";
import { Figure, StretchTimeline } from "./delivery-panel";
import { secondsIn, type ReviewText } from "./review-text";

const pct = (share: number) => `${Math.round(share * 100)}%`;

export function CameraPanel({ camera, durationSeconds, text }: { camera: CameraFigures; durationSeconds: number | null; text: ReviewText }) {
  const duration = durationSeconds ?? Math.max(1, ...camera.away.map((s) => s.end));
  const longest = camera.away.reduce((n, s) => Math.max(n, s.end - s.start), 0);
  return (
    <div className="space-y-3" data-testid="camera">
      <h4 className="text-sm font-semibold text-ink-900">{text.onCamera}</h4>
      {camera.samples === 0 ? (
        <p className="text-sm text-ink-700">{text.noCamera}</p>
      ) : (
        <>
          {camera.away.length ? (
            <figure>
              <StretchTimeline stretches={camera.away} duration={duration} label={text.awayLabel} barClass="fill-ink-700" />
              <figcaption className="text-xs text-ink-500">{text.awayCaption}</figcaption>
            </figure>
          ) : null}
          {camera.from ? (
            <p className="text-sm text-ink-700" data-testid="camera-from">
              {fill(text.cameraFrom, { seconds: secondsIn(text, Math.round(camera.from)) })}
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Figure label={text.faceInView} value={pct(camera.face_share)} notMeasured={text.notMeasured} />
            <Figure label={text.lookingAtCamera} value={pct(camera.looking_share)} notMeasured={text.notMeasured} />
            <Figure
              label={text.lookedAway}
              value={camera.away.length === 0 ? text.neverLong : camera.away.length === 1 ? text.once : fill(text.times, { n: camera.away.length })}
              note={camera.away.length ? fill(text.longest, { n: Math.round(longest * 10) / 10 }) : undefined}
              notMeasured={text.notMeasured}
            />
          </dl>
        </>
      )}
      <p className="text-xs text-ink-500">{text.onlyYou}</p>
    </div>
  );
}
