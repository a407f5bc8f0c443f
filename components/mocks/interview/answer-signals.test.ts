// The browser's speech recognition listens in the mock's language, whatever the phone's own locale.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSignalsRecorder } from "./answer-signals";

vi.mock("@ricky0123/vad-web", () => ({ MicVAD: { new: () => Promise.reject(new Error("no audio worklet here")) } }));

const started: { lang: string }[] = [];
class FakeRecognition {
  continuous = false;
  interimResults = true;
  lang = "";
  onresult = null;
  onerror = null;
  onend = null;
  start() {
    started.push({ lang: this.lang });
  }
  stop() {}
}

afterEach(() => {
  started.length = 0;
  vi.unstubAllGlobals();
});

describe("speech recognition's language", () => {
  it.each([
    ["hi", "en-GB", "hi-IN"],
    ["hinglish", "en-US", "hi-IN"],
    ["en", "hi-IN", "en-IN"],
  ] as const)("a %s mock on a browser set to %s listens with %s", async (language, locale, expected) => {
    vi.stubGlobal("window", { SpeechRecognition: FakeRecognition });
    vi.stubGlobal("navigator", { language: locale });
    const recorder = await createSignalsRecorder({ getAudioTracks: () => [] } as unknown as MediaStream, language);
    recorder.begin();
    expect(started).toEqual([{ lang: expected }]);
    recorder.dispose();
  });
});
