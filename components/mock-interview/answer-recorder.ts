// One MediaRecorder per answer with the spec's settings (a chunk every 1000 ms) on the camera and
// microphone stream, in the container the browser supports (WebM/Opus, MP4 on Safari).
import { extensionFor, pickRecorderMimeType } from "@/components/profile/recorder-mime";
import { MOCK_RECORDER_BITRATES, VIDEO_CONSTRAINTS } from "@/lib/constants";

export const CAMERA_PERMISSION_MESSAGE = "Please grant permission for the camera and microphone.";
export const CAMERA_FAILED_MESSAGE = "Camera access failed. Please ensure you have granted camera permissions.";

export async function openCamera(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({ video: VIDEO_CONSTRAINTS.video, audio: VIDEO_CONSTRAINTS.audio });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new Error(name === "NotAllowedError" || name === "SecurityError" ? CAMERA_PERMISSION_MESSAGE : CAMERA_FAILED_MESSAGE);
  }
}

export type Recording = { blob: Blob; extension: "webm" | "mp4"; durationMs: number };

export function startRecording(stream: MediaStream): { stop: () => Promise<Recording> } {
  const mimeType = typeof MediaRecorder.isTypeSupported === "function" ? pickRecorderMimeType((t) => MediaRecorder.isTypeSupported(t)) : undefined;
  const recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), ...MOCK_RECORDER_BITRATES });
  const chunks: Blob[] = [];
  const startedAt = performance.now();
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.start(VIDEO_CONSTRAINTS.chunkMs);
  return {
    stop: () =>
      new Promise<Recording>((resolve) => {
        const finish = () => {
          const type = recorder.mimeType || mimeType || "video/webm";
          resolve({ blob: new Blob(chunks, { type }), extension: extensionFor(type), durationMs: Math.round(performance.now() - startedAt) });
        };
        if (recorder.state === "inactive") return finish();
        recorder.onstop = finish;
        recorder.stop();
      }),
  };
}

export function stopCamera(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}
