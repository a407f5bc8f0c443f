// How eSpeak NG speaks our questions and how a question's parts are joined: one place for the main
// thread (espeak.ts, mp3.ts) and the speech workers (speech-pool.ts).
import type { EspeakVoice } from "./hindi-voice";

export const SPEECH_SETTINGS = {
  wordsPerMinute: 160,
  defaultVoice: "en-us" as EspeakVoice,
  /** Silence left at the end of a part that another part follows (about 0.12 s). */
  joinSamples: 2600,
  /** Below this a sample counts as silence when a part's end is trimmed. */
  quiet: 200,
  /** MP3 bit rate, kbit/s: 6 kB a second of speech. */
  bitrate: 48 as const,
};
