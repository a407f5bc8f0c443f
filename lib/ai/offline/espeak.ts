// Offline question audio: eSpeak NG compiled to WebAssembly (GPL-3.0, used unmodified as a separate
// module), one instance per process, reused. Synthesis is synchronous inside the instance, so calls
// never interleave; each is ~0.1-0.3 s a sentence.
import createEspeakModule from "@echogarden/espeak-ng-emscripten";
import { encodeMp3 } from "./mp3";

interface EspeakWorker {
  set_voice(name: string): unknown;
  set_rate(wordsPerMinute: number): unknown;
  get_samplerate(): number;
  synthesize(text: string, callback: (samples: Int16Array, events: unknown[]) => number | boolean): void;
}

const VOICE = "en-us";
const WORDS_PER_MINUTE = 160;

let instance: Promise<EspeakWorker> | undefined;

function espeak(): Promise<EspeakWorker> {
  instance ??= (async () => {
    const wasm = (await createEspeakModule()) as { eSpeakNGWorker: new () => EspeakWorker };
    const worker = new wasm.eSpeakNGWorker();
    worker.set_voice(VOICE);
    worker.set_rate(WORDS_PER_MINUTE);
    return worker;
  })();
  instance.catch(() => (instance = undefined));
  return instance;
}

/** Mono PCM, 16-bit, at the voice's sample rate (22.05 kHz). */
export async function synthesizePcm(text: string): Promise<{ samples: Int16Array; sampleRate: number }> {
  const worker = await espeak();
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
  return { samples, sampleRate: worker.get_samplerate() };
}

export const OFFLINE_VOICE_LABEL = "eSpeak NG (offline)";

export async function synthesizeOffline(text: string): Promise<Buffer> {
  const { samples, sampleRate } = await synthesizePcm(text);
  return encodeMp3(samples, sampleRate);
}
