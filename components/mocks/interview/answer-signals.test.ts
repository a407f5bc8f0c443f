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

/** A microphone whose loudness the test sets, read through a fake Web Audio, on a clock the test moves. */
function fakeRoom() {
  const room = { amplitude: 0.001, clock: 0, frames: [] as (() => void)[] };
  class FakeContext {
    state = "running";
    resume = () => Promise.resolve();
    close = () => Promise.resolve();
    createAnalyser = () => ({ fftSize: 2048, getFloatTimeDomainData: (into: Float32Array) => into.fill(room.amplitude) });
    createMediaStreamSource = () => ({ connect: () => undefined, disconnect: () => undefined });
  }
  vi.stubGlobal("window", {
    AudioContext: FakeContext,
    setInterval: (read: () => void) => room.frames.push(read),
    clearInterval: () => (room.frames.length = 0),
  });
  vi.stubGlobal("MediaStream", class {});
  vi.stubGlobal("performance", { now: () => room.clock });
  vi.stubGlobal("navigator", { language: "en-IN" });
  /** `ms` of sound at `amplitude`, read every 40 ms as the browser would. */
  const sound = (amplitude: number, ms: number) => {
    room.amplitude = amplitude;
    for (let t = 0; t < ms; t += 40) {
      room.clock += 40;
      for (const read of room.frames) read();
    }
  };
  return { room, sound };
}

const microphone = { getAudioTracks: () => [{}] } as unknown as MediaStream;

describe("the light voice detector in the answer's speech measures", () => {
  it("on a slow connection the speech is measured without the neural detector: the answer's stretches of speech, from its start", async () => {
    const { sound } = fakeRoom();
    const recorder = await createSignalsRecorder(microphone, "en", { detector: async () => "light" });
    expect(recorder.detector).toBe("light");
    recorder.begin();
    sound(0.001, 1000); // a quiet room, about -60 dB
    sound(0.05, 2000); // a voice, about -26 dB
    sound(0.001, 1000);
    sound(0.05, 1520);
    const { segments } = recorder.end(); // still speaking when the answer ends
    expect(segments).toHaveLength(2);
    expect(segments![0]!.start).toBeCloseTo(1.04, 2);
    expect(segments![0]!.end).toBeCloseTo(3.04, 2);
    expect(segments![1]!.start).toBeCloseTo(4.04, 2);
    expect(segments![1]!.end).toBeCloseTo(5.52, 2);
    recorder.dispose();
  });

  it("a silent answer is measured as silence (no stretches), not as unmeasured", async () => {
    const { sound } = fakeRoom();
    const recorder = await createSignalsRecorder(microphone, "en", { detector: async () => "light" });
    recorder.begin();
    sound(0, 3000);
    expect(recorder.end().segments).toEqual([]);
    recorder.dispose();
  });

  it("where the neural detector cannot start (its files did come), the light one measures", async () => {
    const { sound } = fakeRoom();
    const recorder = await createSignalsRecorder(microphone, "en", { detector: async () => "neural" });
    expect(recorder.detector).toBe("light");
    recorder.begin();
    sound(0.001, 480);
    sound(0.05, 1000);
    sound(0.001, 480);
    expect(recorder.end().segments).toEqual([{ start: 0.52, end: 1.52 }]);
    recorder.dispose();
  });

  it("each answer is measured from its own start, and one started late reports nothing", async () => {
    const { sound } = fakeRoom();
    const recorder = await createSignalsRecorder(microphone, "en", { detector: async () => "light" });
    recorder.begin();
    sound(0.05, 1000);
    recorder.end();
    recorder.begin();
    sound(0.001, 480);
    sound(0.05, 480);
    sound(0.001, 480);
    expect(recorder.end().segments).toEqual([{ start: 0.52, end: 1 }]);
    recorder.begin({ late: true });
    sound(0.05, 500);
    expect(recorder.end().segments).toBeNull();
    recorder.dispose();
  });
});
