// Offline question audio off the main thread. eSpeak NG and the MP3 encoder are WebAssembly that runs
// synchronously: in the main thread a six-question mock's audio (about half synthesis, half MP3,
// measured) held the event loop for seconds, one question after another, however the calls were
// awaited, and every request the process served waited behind it. So each question is spoken in one
// of a few worker threads, each with its own warmed eSpeak instance and encoder, side by side.
//
// Workers start on first use and stay (unreferenced while idle, so they never keep a process alive).
// A worker that cannot start (its packages not found from the working directory, say) makes the pool
// answer null, and the caller speaks in the main thread as before: a mock never fails for the pool.
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { logger } from "@/lib/log";
import type { EspeakVoice, VoicePart } from "./hindi-voice";
import { SPEECH_SETTINGS } from "./speech-settings";
import { SPEECH_WORKER_SOURCE } from "./speech-worker-source";

/** Two workers: a mock's questions two at a time on a two-core machine, and no more memory (each holds eSpeak's 24 MB of voices) than that gains. */
const POOL_SIZE = Math.max(1, Math.min(2, os.availableParallelism()));

type Job = { id: number; parts: VoicePart[]; resolve: (spoken: Spoken) => void; reject: (error: Error) => void };
export type Spoken = { audio: Buffer; voices: EspeakVoice[] };
/** `ready`: eSpeak and the encoder loaded; a worker that fails before it was never usable here. */
type Slot = { worker: Worker; job: Job | null; ready: boolean };

const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 1;
/** Set when a worker could not start: the main thread speaks from then on. */
let unusable = false;

function spawn(): Slot {
  const worker = new Worker(SPEECH_WORKER_SOURCE, {
    eval: true,
    workerData: { ...SPEECH_SETTINGS, resolveFrom: path.join(process.cwd(), "package.json") },
  });
  const slot: Slot = { worker, job: null, ready: false };
  worker.unref();
  worker.on("message", (message: { id?: number; audio?: Uint8Array; voices?: EspeakVoice[]; error?: string; failed?: string; ready?: true }) => {
    if (message.failed !== undefined) return retire(slot, new Error(`the speech worker could not start: ${message.failed}`), true);
    if (message.ready) slot.ready = true;
    if (message.id === undefined || slot.job?.id !== message.id) return;
    const job = slot.job;
    slot.job = null;
    if (message.error !== undefined) job.reject(new Error(message.error));
    else job.resolve({ audio: Buffer.from(message.audio!.buffer, message.audio!.byteOffset, message.audio!.byteLength), voices: message.voices! });
    dispatch();
  });
  worker.on("error", (error) => retire(slot, error, !slot.ready));
  worker.on("exit", () => retire(slot, new Error("the speech worker stopped"), !slot.ready));
  slots.push(slot);
  return slot;
}

/** Takes a worker out of the pool, failing its job; a worker that never started marks the pool unusable. */
function retire(slot: Slot, error: Error, atStart: boolean) {
  const at = slots.indexOf(slot);
  if (at === -1) return;
  slots.splice(at, 1);
  void slot.worker.terminate();
  if (atStart && !unusable) {
    unusable = true;
    logger().warn({ reason: error.message }, "offline speech stays in the main thread");
  }
  const job = slot.job;
  slot.job = null;
  job?.reject(error);
  if (unusable) for (const waiting of queue.splice(0)) waiting.reject(error);
  else dispatch();
}

function dispatch() {
  for (;;) {
    const job = queue[0];
    if (!job) break;
    const slot = slots.find((s) => s.job === null) ?? (slots.length < POOL_SIZE ? spawn() : undefined);
    if (!slot) break;
    queue.shift();
    slot.job = job;
    slot.worker.ref(); // a question being spoken keeps the process up until its audio is back
    slot.worker.postMessage({ id: job.id, parts: job.parts });
  }
  for (const slot of slots) if (slot.job === null) slot.worker.unref();
}

/** The parts spoken and encoded in a worker thread; null when the pool cannot run here (the caller speaks in the main thread). */
export async function speakInPool(parts: VoicePart[]): Promise<Spoken | null> {
  if (unusable) return null;
  try {
    return await new Promise<Spoken>((resolve, reject) => {
      queue.push({ id: nextId++, parts, resolve, reject });
      dispatch();
    });
  } catch (error) {
    if (unusable) return null;
    throw error;
  }
}

/** A few words in each voice: enough to load both voices and compile eSpeak's hot paths. */
const WARM_UP: VoicePart[] = [
  { voice: "hi", text: "आपका सवाल तैयार है।" },
  { voice: "en-us", text: "Your question is ready." },
];

/**
 * Starts the workers and has each speak a few words, so the first mock after a start does not pay
 * for loading eSpeak and its voices (about a second of CPU, several on a busy machine).
 */
export function warmSpeechPool(): void {
  if (unusable) return;
  for (let i = slots.length; i < POOL_SIZE; i++) void speakInPool(WARM_UP).catch(() => undefined);
}

/** For tests: stops every worker and forgets the pool's state. */
export async function stopSpeechPoolForTests(): Promise<void> {
  const all = slots.splice(0);
  await Promise.all(all.map((s) => s.worker.terminate()));
  unusable = false;
}
