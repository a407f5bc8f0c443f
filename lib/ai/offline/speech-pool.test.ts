import os from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { looksLikeMp3 } from "@/lib/ai/synthesize-speech";
import { speakInThread, speakOffline } from "./espeak";
import { voiceParts } from "./hindi-voice";
import { stopSpeechPoolForTests } from "./speech-pool";

const HINDI_WITH_ENGLISH_WORD = "आपके सीवी में Snowflake लिखा है। उस काम में आपका अपना हिस्सा क्या था?";
const SIX = [
  "Tell me about a project you are proud of, and what your own part in it was.",
  "When would you decide not to use Node.js, and what would you use instead?",
  "आप कब PostgreSQL इस्तेमाल न करने का फ़ैसला करेंगे, और उसकी जगह क्या लेंगे?",
  "How do you check that your work in Kafka is right before anyone depends on it?",
  HINDI_WITH_ENGLISH_WORD,
  "आप अपने कमिटमेंट्स सबके सामने कैसे रखते हैं, ताकि दूसरे आप पर भरोसा कर सकें?",
];
/** One MP3 frame at 48 kbit/s and 22.05 kHz: 576 samples. */
const FRAME_BYTES = Math.ceil((576 / 22050) * (48_000 / 8));
const languageOf = (text: string) => (/\p{Script=Devanagari}/u.test(text) ? "hi" : "en");

afterEach(async () => {
  await stopSpeechPoolForTests();
});

describe("question audio spoken in worker threads", () => {
  it("is what the main thread makes, in English, in Hindi and with an English word said by the English voice", async () => {
    for (const [text, language] of [[SIX[0]!, "en"], [SIX[5]!, "hi"], [HINDI_WITH_ENGLISH_WORD, "hi"]] as const) {
      const pooled = await speakOffline(text, language);
      const inThread = await speakInThread(voiceParts(text, language));
      expect(pooled.voices).toEqual(inThread.voices);
      expect(looksLikeMp3(pooled.audio)).toBe(true);
      // eSpeak varies a sample or two from call to call, so not the same bytes: the same length of
      // speech at the same bit rate, within two MP3 frames (a speed, bit rate or join unlike the
      // main thread's would be far off).
      expect(Math.abs(pooled.audio.length - inThread.audio.length)).toBeLessThanOrEqual(2 * FRAME_BYTES);
    }
    expect((await speakOffline(HINDI_WITH_ENGLISH_WORD, "hi")).voices).toEqual(["hi", "en-us", "hi"]);
  });

  it("leaves the event loop free while a mock's six questions are spoken", async () => {
    await speakOffline(SIX[0]!, "en"); // the workers started and warm
    await speakInThread(voiceParts(SIX[5]!, "hi")); // and the main thread's instance, for the comparison
    /** Timer callbacks that ran while `work` went on. */
    async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
      let turns = 0;
      let running = true;
      const tick = () => {
        if (!running) return;
        turns++;
        setTimeout(tick, 1);
      };
      setTimeout(tick, 1);
      await work();
      running = false;
      return turns;
    }
    const pooled = await turnsDuring(() => Promise.all(SIX.map((text) => speakOffline(text, languageOf(text)))));
    // The same six in the main thread (as before the pool): WebAssembly holds the loop until all are done.
    const inThread = await turnsDuring(() => Promise.all(SIX.map((text) => speakInThread(voiceParts(text, languageOf(text))))));
    expect(inThread).toBe(0);
    expect(pooled).toBeGreaterThan(2);
  });

  it("speaks in the main thread when the workers cannot load the voice", async () => {
    const home = process.cwd();
    process.chdir(os.tmpdir()); // no node_modules to load eSpeak NG from
    try {
      const spoken = await speakOffline(HINDI_WITH_ENGLISH_WORD, "hi");
      expect(spoken.voices).toEqual(["hi", "en-us", "hi"]);
      const inThread = await speakInThread(voiceParts(HINDI_WITH_ENGLISH_WORD, "hi"));
      expect(Math.abs(spoken.audio.length - inThread.audio.length)).toBeLessThanOrEqual(2 * FRAME_BYTES);
    } finally {
      process.chdir(home);
    }
  });
});
