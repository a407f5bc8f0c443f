import { afterEach, describe, expect, it, vi } from "vitest";
import { MONITOR_SAMPLE_MS } from "@/lib/interviews/monitoring";
import type { FaceDetector, FaceFrame } from "./face-detector";
import { AnswerMonitor } from "./monitor";

afterEach(() => vi.useRealTimers());

/** A detector that sees one face, centred in a 320 x 240 frame, on every sample. */
function centredFace(): FaceDetector & { calls: number } {
  const detector = {
    inWorker: true,
    calls: 0,
    async detect(): Promise<FaceFrame> {
      detector.calls += 1;
      return { width: 320, height: 240, faces: [{ box: { x: 120, y: 80, width: 80, height: 80 }, score: 0.95, expressions: { happy: 0.9, neutral: 0.1 } }] };
    },
  };
  return detector;
}

const video = { readyState: 4, videoWidth: 640, videoHeight: 480 } as HTMLVideoElement;

describe("attention monitoring when the face model is late", () => {
  it("samples an answer that began before the model was ready from the moment it arrives, and only then", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "performance", "Date"] });
    const detector = centredFace();
    const late = new AnswerMonitor(null, video, true);
    const never = new AnswerMonitor(null, video, false);
    late.start();
    never.start();
    await vi.advanceTimersByTimeAsync(MONITOR_SAMPLE_MS * 6);
    expect(detector.calls).toBe(0);

    late.attach(detector);
    await vi.advanceTimersByTimeAsync(MONITOR_SAMPLE_MS * 8);
    const report = late.stop();
    // The pacer rests as long as a detection took (no time under fake timers): every tick samples.
    expect(report.samples).toBe(8);
    expect(report.facePresent).toBe(8);
    expect(report.Attention).toBe(8);
    expect(report.expressions?.Happy).toBe(8);
    // An answer the model never reached reports no samples at all: nothing is made up.
    expect(never.stop()).toMatchObject({ samples: 0, facePresent: 0, noFace: 0, Attention: 0, lookingAway: 0 });
  });

  it("takes no samples once the answer has ended, even when the model arrives afterwards", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "performance", "Date"] });
    const detector = centredFace();
    const monitor = new AnswerMonitor(null, video, false);
    monitor.start();
    const report = monitor.stop();
    monitor.attach(detector);
    await vi.advanceTimersByTimeAsync(MONITOR_SAMPLE_MS * 4);
    expect(detector.calls).toBe(0);
    expect(report.samples).toBe(0);
  });
});
