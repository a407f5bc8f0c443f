// Offline question audio: eSpeak NG compiled to WebAssembly (GPL-3.0, used unmodified as a separate
// module), one instance per process, reused. Synthesis is synchronous inside the instance, so calls
// never interleave; each is ~0.1-0.3 s a sentence. The instance has one voice at a time: every call
// names its voice and sets it when it differs, so a Hindi question never leaves the next English one
// in the Hindi voice.
import createEspeakModule from "@echogarden/espeak-ng-emscripten";
import type { MockLanguage } from "@/lib/language/languages";
import { voiceParts, type EspeakVoice, type VoicePart } from "./hindi-voice";
import { encodeMp3 } from "./mp3";

interface EspeakWorker {
  set_voice(name: string): unknown;
  set_rate(wordsPerMinute: number): unknown;
  get_samplerate(): number;
  synthesize(text: string, callback: (samples: Int16Array, events: unknown[]) => number | boolean): void;
}

const DEFAULT_VOICE: EspeakVoice = "en-us";
const WORDS_PER_MINUTE = 160;

let instance: Promise<EspeakWorker> | undefined;
/** The voice the instance has now. */
let voiceNow: EspeakVoice | undefined;

function espeak(): Promise<EspeakWorker> {
  instance ??= (async () => {
    const wasm = (await createEspeakModule()) as { eSpeakNGWorker: new () => EspeakWorker };
    const worker = new wasm.eSpeakNGWorker();
    worker.set_voice(DEFAULT_VOICE);
    voiceNow = DEFAULT_VOICE;
    worker.set_rate(WORDS_PER_MINUTE);
    return worker;
  })();
  instance.catch(() => (instance = undefined));
  return instance;
}

/** Mono PCM, 16-bit, at the voice's sample rate (22.05 kHz), and the voice that spoke it. */
export async function synthesizePcm(
  text: string,
  voice: EspeakVoice = DEFAULT_VOICE,
): Promise<{ samples: Int16Array; sampleRate: number; voice: EspeakVoice }> {
  const worker = await espeak();
  if (voiceNow !== voice) {
    voiceNow = undefined; // unknown until set_voice returns
    worker.set_voice(voice);
    // The rate belongs to the voice in eSpeak NG: set it again with each voice.
    worker.set_rate(WORDS_PER_MINUTE);
    voiceNow = voice;
  }
  const chunks: Int16Array[] = [];
  worker.synthesize(text, (samples) => {
    chunks.push(samples);
    return 0; // 0 = keep going
  });
  const total = chunks.reduce((sum, c) => sum + c.length, 0);
  const samples = new Int16Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return { samples, sampleRate: worker.get_samplerate(), voice: voiceNow! };
}

/** What the stored and logged engine says of the offline voice: a computer voice, not a person's. */
export const OFFLINE_VOICE_LABEL = "eSpeak NG computer voice (offline)";

export async function synthesizeOffline(text: string): Promise<Buffer> {
  const { samples, sampleRate } = await synthesizePcm(text);
  return encodeMp3(samples, sampleRate);
}

/** Silence left at the end of a part that another part follows (about 0.12 s). */
const JOIN_SAMPLES = 2600;

/** The end of a part without its trailing silence, but for a short pause. */
function trimEnd(samples: Int16Array): Int16Array {
  let end = samples.length;
  while (end > 0 && Math.abs(samples[end - 1]!) < 200) end--;
  return samples.subarray(0, Math.min(samples.length, end + JOIN_SAMPLES));
}

/**
 * A question in its mock's language as MP3: English by `en-us`; Hindi and Hinglish by `hi` from
 * Devanagari, with any English word not in our list said by `en-us` alone (see hindi-voice.ts).
 * `parts` is what each voice was handed, `voices` the voices that spoke, in order.
 */
export async function speakOffline(text: string, language: MockLanguage = "en"): Promise<{ audio: Buffer; parts: VoicePart[]; voices: EspeakVoice[] }> {
  const parts = voiceParts(text, language);
  const pieces: Int16Array[] = [];
  const voices: EspeakVoice[] = [];
  let sampleRate = 22050;
  for (const [i, part] of parts.entries()) {
    const spoken = await synthesizePcm(part.text, part.voice);
    pieces.push(i < parts.length - 1 ? trimEnd(spoken.samples) : spoken.samples);
    voices.push(spoken.voice);
    sampleRate = spoken.sampleRate;
  }
  const samples = new Int16Array(pieces.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece, offset);
    offset += piece.length;
  }
  return { audio: await encodeMp3(samples, sampleRate), parts, voices };
}
