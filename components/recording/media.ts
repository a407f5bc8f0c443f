// Which container this browser records, and the camera and microphone with the spec's settings.
import { VIDEO_CONSTRAINTS } from "./capture-settings";
import type { RecordingWords } from "./recording-words";

/** WebM (VP8/Opus) where the browser records it (Chromium, Firefox); else MP4 (H.264/AAC) as Safari records. */
export const RECORDER_MIME_TYPES = [
  "video/webm;codecs=vp8,opus",
  "video/webm",
  "video/mp4;codecs=avc1.42E01E,mp4a.40.2",
  "video/mp4;codecs=avc1,mp4a",
  "video/mp4",
] as const;

/** An answer with the microphone alone: WebM with Opus, else MP4 (AAC) as Safari records sound. */
export const AUDIO_RECORDER_MIME_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4;codecs=mp4a.40.2", "audio/mp4"] as const;

/** The first type the browser says it can record (of sound alone with `audioOnly`), or undefined to let the recorder choose. */
export function pickRecorderMimeType(isTypeSupported: (type: string) => boolean, options: { audioOnly?: boolean } = {}): string | undefined {
  const types: readonly string[] = options.audioOnly ? AUDIO_RECORDER_MIME_TYPES : RECORDER_MIME_TYPES;
  return types.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** The file name extension for what the recorder actually produced. */
export function extensionFor(mimeType: string): "webm" | "mp4" {
  return /^(video|audio)\/mp4/.test(mimeType) ? "mp4" : "webm";
}

export const CAMERA_PERMISSION_MESSAGE = "Please grant permission for the camera and microphone.";
export const CAMERA_FAILED_MESSAGE = "Camera access failed. Please ensure you have granted camera permissions.";

/** The camera's refusal (thrown above in English) in the interface language, where it is shown. */
export function cameraErrorText(message: string, words: RecordingWords): string {
  return message === CAMERA_PERMISSION_MESSAGE ? words.cameraPermission : message === CAMERA_FAILED_MESSAGE ? words.cameraFailed : message;
}

/** The camera and microphone (the microphone alone for an audio-only answer: the camera stays off); a refusal throws with the words to show. */
export async function openCamera(options: { audioOnly?: boolean } = {}): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({ video: options.audioOnly ? false : VIDEO_CONSTRAINTS.video, audio: VIDEO_CONSTRAINTS.audio });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new Error(name === "NotAllowedError" || name === "SecurityError" ? CAMERA_PERMISSION_MESSAGE : CAMERA_FAILED_MESSAGE);
  }
}

/** Whether `stream` is what the choice needs: a picture for video answers, none (the camera off) for audio only. */
export function streamFits(stream: MediaStream, audioOnly: boolean): boolean {
  return stream.getVideoTracks().length > 0 !== audioOnly;
}

export function stopCamera(stream: MediaStream | null | undefined) {
  stream?.getTracks().forEach((track) => track.stop());
}
