// Which container the browser can record: WebM where supported (Chromium, Firefox), MP4 in Safari.
export const RECORDER_MIME_TYPES = [
  "video/webm;codecs=vp9,opus",
  "video/webm;codecs=vp8,opus",
  "video/webm",
  "video/mp4;codecs=avc1,mp4a",
  "video/mp4",
] as const;

/** The first type the browser says it can record, or undefined to let the recorder choose. */
export function pickRecorderMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDER_MIME_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** The file name extension for what the recorder actually produced. */
export function extensionFor(mimeType: string): "webm" | "mp4" {
  return mimeType.startsWith("video/mp4") ? "mp4" : "webm";
}
