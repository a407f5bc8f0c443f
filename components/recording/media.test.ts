import { describe, expect, it } from "vitest";
import { extensionFor, pickRecorderMimeType } from "./media";

describe("picking a recording format", () => {
  it("records WebM with VP8 and Opus where the browser does (Chromium, Firefox)", () => {
    expect(pickRecorderMimeType(() => true)).toBe("video/webm;codecs=vp8,opus");
    expect(pickRecorderMimeType((t) => t === "video/webm")).toBe("video/webm");
  });

  it("falls back to MP4 with H.264 and AAC in a browser without WebM recording (Safari)", () => {
    const safari = (t: string) => t.startsWith("video/mp4");
    expect(pickRecorderMimeType(safari)).toBe("video/mp4;codecs=avc1.42E01E,mp4a.40.2");
    expect(extensionFor("video/mp4;codecs=avc1.42E01E,mp4a.40.2")).toBe("mp4");
  });

  it("leaves the choice to the recorder when nothing on the list is supported", () => {
    expect(pickRecorderMimeType(() => false)).toBeUndefined();
    expect(
      pickRecorderMimeType(() => {
        throw new Error("not implemented");
      }),
    ).toBeUndefined();
    expect(extensionFor("")).toBe("webm");
  });
});

describe("picking a format for an answer with the microphone alone", () => {
  it("records Opus in WebM where the browser does, else MP4 sound as Safari records it", () => {
    expect(pickRecorderMimeType(() => true, { audioOnly: true })).toBe("audio/webm;codecs=opus");
    const safari = (t: string) => t.startsWith("audio/mp4") || t.startsWith("video/mp4");
    expect(pickRecorderMimeType(safari, { audioOnly: true })).toBe("audio/mp4;codecs=mp4a.40.2");
    expect(extensionFor("audio/mp4;codecs=mp4a.40.2")).toBe("mp4");
    expect(extensionFor("audio/webm;codecs=opus")).toBe("webm");
  });

  it("never picks a video type for sound alone", () => {
    expect(pickRecorderMimeType((t) => t.startsWith("video/"), { audioOnly: true })).toBeUndefined();
  });
});
