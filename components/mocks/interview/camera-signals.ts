// Camera figures for a mock answer, measured in the browser with the face model the recorded
// interviews use (tiny face detector only: no expressions are read in mocks). Sampled every
// MONITOR_SAMPLE_MS: is a face in view, is it looking at the camera, and the stretches looking away
// or out of view. Only the figures leave the page, with the answer, and only the candidate sees them.
import { loadFaceDetector, warmUpFaceDetector } from "@/components/interviews/face-detector";
import { attentionOf, SamplePacer } from "@/components/interviews/monitor";
import { EMOTION_ATTENTION_THRESHOLD, MONITOR_SAMPLE_MS } from "@/lib/interviews/monitoring";
import { MOCK_ANSWER_GRACE_SECONDS, SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { MOCK_CAMERA_AWAY_MIN_SECONDS, MOCK_CAMERA_STRETCHES_MAX } from "@/lib/mocks/mock-rules";
import type { CameraRecorder } from "./camera-status";

const round = (n: number) => Math.round(n * 10) / 10;
/** The longest answer the server takes: figures past it would refuse the whole answer. */
const LIMIT = SECONDS_PER_QUESTION + MOCK_ANSWER_GRACE_SECONDS;

export async function createCameraRecorder(stream: MediaStream): Promise<CameraRecorder | null> {
  const loaded = await loadFaceDetector(false);
  if (!loaded) return null;
  const detector = loaded;
  // The first detection compiles the model's shaders: done now, not in the first answer's time.
  await warmUpFaceDetector(detector, stream);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play().catch(() => undefined);

  let startedAt = 0;
  let from = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  let busy = false;
  const pacer = new SamplePacer();
  let samples = 0;
  let faces = 0;
  let looking = 0;
  let away: { start: number; end: number }[] = [];
  let awaySince: number | null = null;
  const now = () => Math.min(LIMIT, (performance.now() - startedAt) / 1000);

  function closeAway(at: number) {
    if (awaySince !== null && at - awaySince >= MOCK_CAMERA_AWAY_MIN_SECONDS && away.length < MOCK_CAMERA_STRETCHES_MAX) {
      away.push({ start: round(awaySince), end: round(at) });
    }
    awaySince = null;
  }

  async function sample() {
    if (busy || video.readyState < 2 || !pacer.ready()) return;
    busy = true;
    try {
      const frame = await pacer.run(() => detector.detect(video));
      if (timer === null) return; // the answer ended while detecting
      const at = now();
      samples += 1;
      const main = frame.faces[0];
      const lookingNow = !!main && attentionOf(main.box, main.score, frame) > EMOTION_ATTENTION_THRESHOLD;
      if (main) faces += 1;
      if (lookingNow) {
        looking += 1;
        closeAway(at);
      } else awaySince ??= at;
    } catch {
      /* a frame that cannot be read is skipped */
    } finally {
      busy = false;
    }
  }

  return {
    begin(answerStartedAt) {
      const begun = performance.now();
      startedAt = answerStartedAt ?? begun;
      from = round(Math.min(LIMIT, (begun - startedAt) / 1000));
      samples = faces = looking = 0;
      away = [];
      awaySince = null;
      if (timer) clearInterval(timer);
      timer = setInterval(() => void sample(), MONITOR_SAMPLE_MS);
    },
    end() {
      if (timer) clearInterval(timer);
      timer = null;
      closeAway(now());
      const figures = {
        samples,
        face_share: samples ? round((faces / samples) * 100) / 100 : 0,
        looking_share: samples ? round((looking / samples) * 100) / 100 : 0,
        away,
      };
      return from > 0 ? { ...figures, from } : figures;
    },
    dispose() {
      if (timer) clearInterval(timer);
      timer = null;
      video.pause();
      video.srcObject = null;
    },
  };
}
