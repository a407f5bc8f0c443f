import { describe, expect, it } from "vitest";
import { extensionFor, pickRecorderMimeType } from "./recorder-mime";

describe("picking a recording format", () => {
  it("prefers WebM where the browser records it", () => {
    expect(pickRecorderMimeType(() => true)).toBe("video/webm;codecs=vp9,opus");
    expect(pickRecorderMimeType((t) => t === "video/webm")).toBe("video/webm");
  });

  it("falls back to MP4 in a browser without WebM recording (Safari)", () => {
    const safari = (t: string) => t.startsWith("video/mp4");
    expect(pickRecorderMimeType(safari)).toBe("video/mp4;codecs=avc1,mp4a");
    expect(extensionFor("video/mp4;codecs=avc1,mp4a")).toBe("mp4");
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
