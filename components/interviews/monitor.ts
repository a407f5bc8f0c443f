// Attention monitoring in the browser, offline, with the face model of ./face-detector.ts (in a
// worker where the browser allows). Nothing but counts leaves the page. Every MONITOR_SAMPLE_MS the camera frame is
// checked for faces; with emotion analysis on, the seven expressions are tallied too.
//
// Attention (0..1) is the face detector's confidence times how centred the face is: a face turned
// or moved away scores low. A sample counts toward "Attention" above 0.6 (the spec's threshold)
// and as "looking away" otherwise. Alarms fire once per stretch, when a condition lasts:
// low attention 10 s, several faces 2 s, no face 5 s (MONITOR_ALARM_WINDOWS_MS). A snapshot of the
// counts is kept every 5 s, and sampling stops 100,000 ms into an answer.
import {
  EMOTION_ATTENTION_THRESHOLD,
  EMOTION_NAMES,
  EMOTION_REPORT_INTERVAL_MS,
  EMOTION_STOP_AFTER_MS,
  MONITOR_ALARM_WINDOWS_MS,
  MONITOR_SAMPLE_MS,
} from "@/lib/interviews/monitoring";
import type { FaceBox, FaceDetector } from "./face-detector";

type Emotion = (typeof EMOTION_NAMES)[number];
type AlarmKind = "LOW_ATTENTION" | "MULTIPLE_FACES" | "NO_FACE";

const EXPRESSION_KEYS: Record<Emotion, string> = {
  Angry: "angry",
  Disgust: "disgusted",
  Fear: "fearful",
  Happy: "happy",
  Neutral: "neutral",
  Sad: "sad",
  Surprise: "surprised",
};

/**
 * Spaces samples so the detector never takes more than about half of the machine's time (of the
 * page's thread where it runs on the page): after a detection that took d ms, the next one waits at
 * least d ms (a slow machine samples less often).
 */
export class SamplePacer {
  private restUntil = 0;
  ready(): boolean {
    return performance.now() >= this.restUntil;
  }
  async run<T>(detect: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await detect();
    } finally {
      const now = performance.now();
      this.restUntil = now + (now - started);
    }
  }
}

export type MonitorReport = {
  samples: number;
  Attention: number;
  facePresent: number;
  noFace: number;
  multipleFaces: number;
  lookingAway: number;
  expressions: Record<Emotion, number> | null;
  alarms: { kind: AlarmKind; at: number }[];
  stats: Record<string, number>[];
};

export function emptyReport(withExpressions: boolean): MonitorReport {
  return {
    samples: 0,
    Attention: 0,
    facePresent: 0,
    noFace: 0,
    multipleFaces: 0,
    lookingAway: 0,
    expressions: withExpressions ? (Object.fromEntries(EMOTION_NAMES.map((n) => [n, 0])) as Record<Emotion, number>) : null,
    alarms: [],
    stats: [],
  };
}

export type LiveSignal = { faces: number; attention: number; alarm: AlarmKind | null };

/** Attention 0..1: the detector's confidence times how centred the face is in the frame. */
export function attentionOf(box: FaceBox, score: number, frame: { width: number; height: number }): number {
  const width = frame.width || 1;
  const height = frame.height || 1;
  const offX = Math.abs((box.x + box.width / 2) / width - 0.5);
  const offY = Math.abs((box.y + box.height / 2) / height - 0.5);
  return score * Math.max(0, 1 - Math.max(offX, offY) * 1.5);
}

/** Watches one answer. start() begins sampling the video; stop() returns the report. */
export class AnswerMonitor {
  private report: MonitorReport;
  private startedAt = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private since: Record<AlarmKind, number | null> = { LOW_ATTENTION: null, MULTIPLE_FACES: null, NO_FACE: null };
  private raised: Record<AlarmKind, boolean> = { LOW_ATTENTION: false, MULTIPLE_FACES: false, NO_FACE: false };
  private busy = false;
  private readonly pacer = new SamplePacer();

  private running = false;

  constructor(
    private detector: FaceDetector | null,
    private readonly video: HTMLVideoElement,
    withExpressions: boolean,
    private readonly onSignal?: (signal: LiveSignal) => void,
  ) {
    this.report = emptyReport(withExpressions);
  }

  start(): void {
    this.startedAt = performance.now();
    this.running = true;
    this.startSampling();
  }

  /**
   * The models finished loading after the answer began: sampling starts now, and the report's
   * counts are of the samples taken (none before this moment).
   */
  attach(detector: FaceDetector): void {
    if (this.detector) return;
    this.detector = detector;
    if (this.running) this.startSampling();
  }

  private startSampling(): void {
    if (!this.detector || this.timer) return;
    this.timer = setInterval(() => void this.sample(), MONITOR_SAMPLE_MS);
    this.statsTimer = setInterval(() => this.snapshot(), EMOTION_REPORT_INTERVAL_MS);
  }

  stop(): MonitorReport {
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.timer = this.statsTimer = null;
    return this.report;
  }

  private elapsedMs(): number {
    return performance.now() - this.startedAt;
  }

  private snapshot(): void {
    const { samples, Attention, facePresent, noFace, multipleFaces, lookingAway, expressions } = this.report;
    if (this.report.stats.length < 100) {
      this.report.stats.push({
        at: Math.round(this.elapsedMs() / 1000),
        samples,
        Attention,
        facePresent,
        noFace,
        multipleFaces,
        lookingAway,
        ...(expressions ?? {}),
      });
    }
  }

  private track(kind: AlarmKind, active: boolean, now: number): void {
    if (!active) {
      this.since[kind] = null;
      this.raised[kind] = false;
      return;
    }
    this.since[kind] ??= now;
    const window = {
      LOW_ATTENTION: MONITOR_ALARM_WINDOWS_MS.lowAttention,
      MULTIPLE_FACES: MONITOR_ALARM_WINDOWS_MS.multipleFaces,
      NO_FACE: MONITOR_ALARM_WINDOWS_MS.noFace,
    }[kind];
    if (!this.raised[kind] && now - this.since[kind]! >= window && this.report.alarms.length < 200) {
      this.raised[kind] = true;
      this.report.alarms.push({ kind, at: Math.round(now / 100) / 10 });
    }
  }

  private async sample(): Promise<void> {
    const detector = this.detector;
    if (!detector || this.busy || this.video.readyState < 2 || !this.pacer.ready()) return;
    const now = this.elapsedMs();
    if (now > EMOTION_STOP_AFTER_MS) {
      this.stop();
      return;
    }
    this.busy = true;
    try {
      const frame = await this.pacer.run(() => detector.detect(this.video));
      const detections = frame.faces;
      if (this.timer === null) return; // stopped while detecting
      const r = this.report;
      r.samples += 1;
      const faces = detections.length;
      let attention = 0;
      if (faces === 0) r.noFace += 1;
      else r.facePresent += 1;
      if (faces > 1) r.multipleFaces += 1;
      const main = detections[0];
      if (main) {
        attention = attentionOf(main.box, main.score, frame);
        if (attention > EMOTION_ATTENTION_THRESHOLD) r.Attention += 1;
        else r.lookingAway += 1;
        if (r.expressions && main.expressions) {
          const scores = main.expressions;
          const top = EMOTION_NAMES.reduce((best, name) => ((scores[EXPRESSION_KEYS[name]] ?? 0) > (scores[EXPRESSION_KEYS[best]] ?? 0) ? name : best));
          r.expressions[top] += 1;
        }
      }
      this.track("NO_FACE", faces === 0, now);
      this.track("MULTIPLE_FACES", faces > 1, now);
      this.track("LOW_ATTENTION", faces > 0 && attention <= EMOTION_ATTENTION_THRESHOLD, now);
      const alarm = faces === 0 ? "NO_FACE" : faces > 1 ? "MULTIPLE_FACES" : attention <= EMOTION_ATTENTION_THRESHOLD ? "LOW_ATTENTION" : null;
      this.onSignal?.({ faces, attention, alarm: alarm && this.raised[alarm] ? alarm : null });
    } catch {
      /* a frame that cannot be read is skipped */
    } finally {
      this.busy = false;
    }
  }
}

/** Tab switches during an answer, as seconds into it. */
export class TabSwitchWatch {
  readonly timings: number[] = [];
  private readonly startedAt = performance.now();
  private readonly onChange = () => {
    if (document.visibilityState === "hidden") this.timings.push(Math.round((performance.now() - this.startedAt) / 100) / 10);
  };
  constructor() {
    document.addEventListener("visibilitychange", this.onChange);
  }
  stop(): number[] {
    document.removeEventListener("visibilitychange", this.onChange);
    return this.timings;
  }
}
