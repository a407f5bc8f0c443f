// `npm run bench -- media`: how long a recording is, read from its container, by our reader
// (lib/media/container-duration.ts) and by the maintained libraries tried in its place:
// music-metadata (MP4 and WebM) and mp4box (MP4 only), in process, no server. Each file arrives in
// 64 KB chunks as an upload does; each reader gets them as it would in the upload path (ours and
// mp4box pushed, music-metadata pulling a web stream). mp4box's length is taken as ours would be,
// the longest of what the file says: mvhd, each track's mdhd and its fragments' samples.
// Figures: the length each reads, the median time per file, and what each of 50 readers at once
// holds half-way through the 11 MB answer.
import { readFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { createFile, MP4BoxBuffer } from "mp4box";
import { parseWebStream } from "music-metadata";
import { ContainerDurationProbe } from "../../lib/media/container-duration";
import { asMediaRecorderWrites, longAnswer, longFragmentedMp4 } from "./long-answer";
import { percentile, type BenchSection } from "./support";

const CHUNK = 64 * 1024;
const AT_ONCE = 50;
const FIXTURES = path.join(process.cwd(), "test/fixtures/media");

/** Where a read stops part-way until told to go on (to count what a reader holds mid-file). */
type Pause = { offset: number; reached: () => void; resume: Promise<void> };
type Reader = { name: string; read: (bytes: Buffer, pause?: Pause) => Promise<number | string | null> };

async function stopAt(pause: Pause | undefined, at: number) {
  if (pause && at >= pause.offset && at - CHUNK < pause.offset) {
    pause.reached();
    await pause.resume;
  }
}

const ours: Reader = {
  name: "ours",
  async read(bytes, pause) {
    const probe = new ContainerDurationProbe();
    for (let at = 0; at < bytes.length; at += CHUNK) {
      await stopAt(pause, at);
      probe.push(bytes.subarray(at, at + CHUNK));
    }
    return probe.durationMs();
  },
};

const library: Reader = {
  name: "music-metadata",
  async read(bytes, pause) {
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (at >= bytes.length) return controller.close();
        await stopAt(pause, at);
        controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset + at, Math.min(CHUNK, bytes.length - at)));
        at += CHUNK;
      },
    });
    try {
      const { format } = await parseWebStream(stream, undefined, { duration: true, skipCovers: true });
      return format.duration !== undefined ? Math.round(format.duration * 1000) : null;
    } catch (error) {
      return `throws: ${(error as Error).message}`;
    } finally {
      await stream.cancel().catch(() => undefined);
    }
  },
};

/** mp4box's reading of an MP4's length; null for anything else. */
const mp4box: Reader = {
  name: "mp4box",
  async read(bytes, pause) {
    if (bytes.subarray(4, 8).toString("latin1") !== "ftyp") return null;
    const file = createFile(false);
    let failed: string | null = null;
    file.onError = (_module, message) => void (failed = message);
    try {
      for (let at = 0; at < bytes.length; at += CHUNK) {
        await stopAt(pause, at);
        const chunk = bytes.subarray(at, at + CHUNK);
        file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length) as ArrayBuffer, at));
      }
      file.flush();
    } catch (error) {
      failed = (error as Error).message;
    }
    if (failed) return `throws: ${failed}`;
    const seconds: number[] = [];
    const mvhd = file.moov?.mvhd;
    if (mvhd && mvhd.timescale > 0) seconds.push(mvhd.duration / mvhd.timescale);
    const fragments = file.moov ? file.getFragmentDuration() : undefined;
    if (fragments && fragments.den > 0) seconds.push(fragments.num / fragments.den);
    for (const trak of file.moov?.traks ?? []) {
      const scale = trak.mdia?.mdhd?.timescale ?? 0;
      if (scale > 0) seconds.push(trak.mdia.mdhd.duration / scale, trak.samples_duration / scale);
    }
    const longest = Math.max(0, ...seconds.filter((s) => Number.isFinite(s)));
    return longest > 0 ? Math.round(longest * 1000) : null;
  },
};

const READERS = [ours, library, mp4box];

/** Garbage collected now, so only what is still held is counted. */
async function collect() {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  // Twice, a turn apart: buffers whose owners died in the first pass are freed in the second.
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}

const held = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/**
 * What one reader holds half-way through the file, as each upload in flight does: 50 readers
 * stopped at the middle, garbage collected, JS heap and buffers over those before they started,
 * per reader. Null when every reader had given up before the middle.
 */
async function memoryPerFile(reader: Reader, bytes: Buffer): Promise<number | null> {
  let resume!: () => void;
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  let stopped = 0;
  let ended = 0;
  let allThere!: () => void;
  const everyone = new Promise<void>((resolve) => (allThere = resolve));
  const check = () => stopped + ended === AT_ONCE && allThere();
  await collect();
  const before = held();
  const pause: Pause = { offset: Math.floor(bytes.length / 2), reached: () => (stopped++, check()), resume: resumed };
  const reads = Array.from({ length: AT_ONCE }, () => reader.read(bytes, pause).finally(() => (ended++, check())));
  await everyone;
  await collect();
  const growth = held() - before;
  resume();
  await Promise.all(reads);
  return stopped ? growth / stopped / 1024 : null;
}

async function msPerFile(reader: Reader, bytes: Buffer, runs: number) {
  await reader.read(bytes); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await reader.read(bytes);
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

export const mediaSection: BenchSection = {
  name: "media",
  standalone: true,
  async run() {
    const long = longAnswer();
    const files: [string, Buffer][] = [
      ...[
        "answer-3s.webm",
        "answer-3s-audio.webm",
        "answer-3s.mp4",
        "answer-3s-audio.mp4",
        "answer-3s-fragmented.mp4",
        "answer-3s-audio-fragmented.m4a",
        "answer-3s-index-at-end.mp4",
      ].map((name): [string, Buffer] => [name, readFileSync(path.join(FIXTURES, name))]),
      ["178 s WebM as ffmpeg writes it (Duration, sized clusters)", long],
      ["178 s WebM as MediaRecorder writes it (unknown sizes, no Duration)", asMediaRecorderWrites(long)],
      ["178 s fragmented MP4 as iOS Safari writes it", longFragmentedMp4()],
    ];
    for (const [name, bytes] of files) {
      const big = bytes.length > 1024 * 1024;
      console.log(`\n${name}, ${(bytes.length / 1024).toFixed(0)} KB`);
      const mp4 = bytes.subarray(4, 8).toString("latin1") === "ftyp";
      for (const reader of READERS.filter((r) => mp4 || r !== mp4box)) {
        const length = await reader.read(bytes);
        const said = typeof length === "string" ? "throws" : `${length ?? "none"}${typeof length === "number" ? " ms" : ""}`;
        const ms = await msPerFile(reader, bytes, big ? 20 : 50);
        let line = `  ${reader.name.padEnd(15)} length ${said.padEnd(10)} ${ms.toFixed(2).padStart(7)} ms a file (median)`;
        if (big) {
          const kb = await memoryPerFile(reader, bytes);
          line += `; held half-way (${AT_ONCE} at once): ${kb === null ? "none reached it" : `${kb.toFixed(1)} KB a file`}`;
        }
        console.log(line);
        if (typeof length === "string") console.log(`  ${"".padEnd(15)} (${length})`);
      }
    }
  },
};
