// The program each speech worker thread runs (speech-pool.ts), as plain JavaScript text handed to
// `new Worker(…, { eval: true })`: no bundler sees it, so the worker loads eSpeak NG and the MP3
// encoder from node_modules itself, resolved from the directory it is given. It does what
// speakOffline does in the main thread (espeak.ts): one eSpeak instance, its voice set when a part
// needs another, the parts joined with a short pause, the whole encoded as MP3. A test holds the two
// to the same speech (speech-pool.test.ts).
export const SPEECH_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const { createRequire } = require("node:module");
const { pathToFileURL } = require("node:url");
const { wordsPerMinute, defaultVoice, joinSamples, quiet, bitrate, resolveFrom } = workerData;

async function start() {
  const from = createRequire(resolveFrom);
  const espeakModule = await import(pathToFileURL(from.resolve("@echogarden/espeak-ng-emscripten")).href);
  const { createMp3Encoder } = from("wasm-media-encoders");
  const wasm = await espeakModule.default();
  const espeak = new wasm.eSpeakNGWorker();
  espeak.set_voice(defaultVoice);
  espeak.set_rate(wordsPerMinute);
  return { espeak, voice: defaultVoice, encoder: await createMp3Encoder() };
}

function pcm(engine, text, voice) {
  if (engine.voice !== voice) {
    engine.voice = undefined;
    engine.espeak.set_voice(voice);
    engine.espeak.set_rate(wordsPerMinute);
    engine.voice = voice;
  }
  const chunks = [];
  engine.espeak.synthesize(text, (samples) => {
    chunks.push(samples.slice());
    return 0;
  });
  return { samples: join(chunks), sampleRate: engine.espeak.get_samplerate() };
}

function join(pieces) {
  const all = new Int16Array(pieces.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    all.set(piece, offset);
    offset += piece.length;
  }
  return all;
}

function trimEnd(samples) {
  let end = samples.length;
  while (end > 0 && Math.abs(samples[end - 1]) < quiet) end--;
  return samples.subarray(0, Math.min(samples.length, end + joinSamples));
}

function speak(engine, parts) {
  const pieces = [];
  const voices = [];
  let sampleRate = 22050;
  parts.forEach((part, i) => {
    const spoken = pcm(engine, part.text, part.voice);
    pieces.push(i < parts.length - 1 ? trimEnd(spoken.samples) : spoken.samples);
    voices.push(engine.voice);
    sampleRate = spoken.sampleRate;
  });
  const samples = join(pieces);
  const floats = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) floats[i] = samples[i] / 32768;
  engine.encoder.configure({ sampleRate, channels: 1, bitrate });
  const body = engine.encoder.encode([floats]).slice();
  const tail = engine.encoder.finalize().slice();
  const audio = new Uint8Array(body.length + tail.length);
  audio.set(body, 0);
  audio.set(tail, body.length);
  return { audio, voices };
}

const ready = start();
ready.then(() => parentPort.postMessage({ ready: true }), (error) => parentPort.postMessage({ failed: String(error && error.message || error) }));
parentPort.on("message", async ({ id, parts }) => {
  try {
    const engine = await ready;
    const { audio, voices } = speak(engine, parts);
    parentPort.postMessage({ id, audio, voices }, [audio.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;
