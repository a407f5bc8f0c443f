// The one MediaRecorder of the product: every answer, take, preview and profile video is recorded
// here, a chunk every second (the spec's timeslice), each chunk handed to `onChunk` as it comes so
// the device store holds the recording while it is being made. An audio-only answer records the
// stream's microphone alone.
//
// A recording can end without anyone pressing stop: the recorder fails (MediaRecorder's `error`),
// or a track ends under it (another app took the camera, a call came in). Either way what was
// recorded is kept and `onInterrupted` says why. When the page is hidden (the candidate switched
// apps, the phone locked) the recorder hands over what it holds at once, so a page the system then
// kills has lost at most the moment before it was hidden.
import { VIDEO_CONSTRAINTS } from "./capture-settings";
import { extensionFor, pickRecorderMimeType } from "./media";

export type Recording = { blob: Blob; type: string; extension: "webm" | "mp4"; durationMs: number };

export type RecorderBitrates = { videoBitsPerSecond?: number; audioBitsPerSecond?: number };

/** Why a recording stopped by itself. */
export type Interruption = "recorder-failed" | "device-ended";

export type RecorderOptions = {
  bitrates?: RecorderBitrates;
  /** Record the microphone alone (a slow connection, or the candidate's choice). */
  audioOnly?: boolean;
  /** Each chunk as it is recorded, numbered from 0. */
  onChunk?: (chunk: Blob, seq: number) => void;
  /** The recording stopped by itself; what it holds is kept, `stop()` gives it. */
  onInterrupted?: (reason: Interruption) => void;
};

export type ActiveRecording = { mimeType: string; stop: () => Promise<Recording> };

export function startRecording(stream: MediaStream, options: RecorderOptions = {}): ActiveRecording {
  const audioOnly = options.audioOnly ?? false;
  const picked = typeof MediaRecorder.isTypeSupported === "function" ? pickRecorderMimeType((t) => MediaRecorder.isTypeSupported(t), { audioOnly }) : undefined;
  const source = audioOnly ? new MediaStream(stream.getAudioTracks()) : stream;
  const { videoBitsPerSecond, ...audioRate } = options.bitrates ?? {};
  const bitrates = audioOnly ? audioRate : { videoBitsPerSecond, ...audioRate };
  const recorder = new MediaRecorder(source, { ...(picked ? { mimeType: picked } : {}), ...bitrates });
  const chunks: Blob[] = [];
  const startedAt = performance.now();
  let stoppedAt: number | null = null;
  recorder.ondataavailable = (event) => {
    if (event.data.size === 0) return;
    chunks.push(event.data);
    options.onChunk?.(event.data, chunks.length - 1);
  };
  recorder.start(VIDEO_CONSTRAINTS.chunkMs);
  const mimeType = recorder.mimeType || picked || (audioOnly ? "audio/webm" : "video/webm");
  let stopped: Promise<Recording> | null = null;
  const stop = () =>
    (stopped ??= new Promise<Recording>((resolve) => {
      stoppedAt = performance.now();
      detach();
      const finish = () => {
        const type = recorder.mimeType || mimeType;
        resolve({
          blob: new Blob(chunks, { type }),
          type,
          extension: extensionFor(type),
          durationMs: Math.round((stoppedAt ?? performance.now()) - startedAt),
        });
      };
      if (recorder.state === "inactive") return finish();
      recorder.addEventListener("stop", finish, { once: true });
      try {
        recorder.stop();
      } catch {
        finish();
      }
    }));

  const interrupted = (reason: Interruption) => {
    if (stopped) return;
    void stop();
    options.onInterrupted?.(reason);
  };
  const onError = () => interrupted("recorder-failed");
  const onEnded = () => interrupted("device-ended");
  const handOver = () => {
    if (recorder.state === "recording") recorder.requestData();
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") handOver();
  };
  const tracks = source.getTracks();
  recorder.addEventListener("error", onError);
  for (const track of tracks) track.addEventListener("ended", onEnded);
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", handOver);
  function detach() {
    recorder.removeEventListener("error", onError);
    for (const track of tracks) track.removeEventListener("ended", onEnded);
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", handOver);
  }

  return { mimeType, stop };
}
