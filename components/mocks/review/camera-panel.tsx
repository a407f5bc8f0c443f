// What the camera measured in one answer, when the candidate opted in: a face in view, looking at
// the camera, and the stretches looking away. Only the candidate sees it; no emotions are read.
import type { CameraFigures } from "@/lib/mocks/answers/schema";
import { Figure, StretchTimeline } from "./delivery-panel";

const pct = (share: number) => `${Math.round(share * 100)}%`;
const formatSeconds = (s: number) => `${Math.round(s)} s`;

export function CameraPanel({ camera, durationSeconds }: { camera: CameraFigures; durationSeconds: number | null }) {
  const duration = durationSeconds ?? Math.max(1, ...camera.away.map((s) => s.end));
  const longest = camera.away.reduce((n, s) => Math.max(n, s.end - s.start), 0);
  return (
    <div className="space-y-3" data-testid="camera">
      <h4 className="text-sm font-semibold text-ink-900">On camera</h4>
      {camera.samples === 0 ? (
        <p className="text-sm text-ink-700">We could not measure the camera during this answer, so there are no camera figures for it.</p>
      ) : (
        <>
          {camera.away.length ? (
            <figure>
              <StretchTimeline
                stretches={camera.away}
                duration={duration}
                label={`Looking away: ${camera.away.length} stretches over ${Math.round(duration)} seconds`}
                barClass="fill-ink-700"
              />
              <figcaption className="text-xs text-ink-500">When you looked away or were out of view (dark) across the answer.</figcaption>
            </figure>
          ) : null}
          {camera.from ? (
            <p className="text-sm text-ink-700" data-testid="camera-from">
              Measured from {formatSeconds(camera.from)} into this answer, once the camera figures were ready: the figures are of that part.
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Figure label="Face in view" value={pct(camera.face_share)} />
            <Figure label="Looking at the camera" value={pct(camera.looking_share)} />
            <Figure
              label="Looked away"
              value={camera.away.length === 0 ? "never for long" : camera.away.length === 1 ? "once" : `${camera.away.length} times`}
              note={camera.away.length ? `longest ${Math.round(longest * 10) / 10} s` : undefined}
            />
          </dl>
        </>
      )}
      <p className="text-xs text-ink-500">Only you see these figures. Nothing about your expressions or feelings is read in a practice interview.</p>
    </div>
  );
}
