// The long answer the benches send and read: 178 s of WebM (VP8 and Opus, about 11 MB), made once
// with ffmpeg and kept in the temp folder, the same recording laid out as Chromium's MediaRecorder
// writes it, and as iOS Safari's fragmented MP4.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const ANSWER_SECONDS = 178;

/** ffmpeg's file: a Duration element, clusters of known size, cues at the end. */
export function longAnswer(): Buffer {
  const file = path.join(os.tmpdir(), `hireready-bench-answer-${ANSWER_SECONDS}s.webm`);
  if (!existsSync(file)) {
    console.log(`[bench] making a ${ANSWER_SECONDS} s answer with ffmpeg (once)`);
    const args = [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `testsrc2=size=640x360:rate=24:duration=${ANSWER_SECONDS}`,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=440:duration=${ANSWER_SECONDS}`,
    ];
    const codecs = ["-c:v", "libvpx", "-b:v", "430k", "-deadline", "realtime", "-cpu-used", "8", "-c:a", "libopus", "-b:a", "48k", file];
    const made = spawnSync("ffmpeg", [...args, ...codecs], { stdio: "inherit" });
    if (made.status !== 0) throw new Error("ffmpeg could not make the answer");
  }
  return readFileSync(file);
}

/** The same answer as iOS Safari records MP4 (H.264 and AAC, an empty moov, a fragment a second). */
export function longFragmentedMp4(): Buffer {
  const file = path.join(os.tmpdir(), `hireready-bench-answer-${ANSWER_SECONDS}s-fragmented.mp4`);
  if (!existsSync(file)) {
    console.log(`[bench] making a ${ANSWER_SECONDS} s fragmented MP4 with ffmpeg (once)`);
    const codecs = ["-c:v", "libx264", "-preset", "ultrafast", "-b:v", "430k", "-g", "30", "-c:a", "aac", "-b:a", "48k"];
    const args = ["-y", "-loglevel", "error", "-i", "pipe:0", ...codecs, "-movflags", "frag_keyframe+empty_moov+default_base_moof", file];
    const made = spawnSync("ffmpeg", args, { input: longAnswer(), stdio: ["pipe", "inherit", "inherit"] });
    if (made.status !== 0) throw new Error("ffmpeg could not make the MP4 answer");
  }
  return readFileSync(file);
}

const SEGMENT = 0x18538067;
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
/** Dropped: what a live recorder cannot write (the index, the cues, the length) and padding. */
const DROPPED = new Set([0x114d9b74, 0x1c53bb6b, 0x4489, 0xec]);
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;

/** An EBML id (marker kept) or size (marker dropped) at `at`. */
function vint(buf: Buffer, at: number, keepMarker: boolean): { length: number; value: number } {
  const length = Math.clz32(buf[at]!) - 23;
  let value = keepMarker ? buf[at]! : buf[at]! & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[at + i]!;
  return { length, value };
}

function ebmlSize(n: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(n));
  out[0] = 0x01;
  return out;
}

/** The elements in [from, to), each as its id, its header's end and its end. */
function* children(buf: Buffer, from: number, to: number) {
  let at = from;
  while (at < to) {
    const id = vint(buf, at, true);
    const size = vint(buf, at + id.length, false);
    const body = at + id.length + size.length;
    yield { id: id.value, start: at, body, end: body + size.value };
    at = body + size.value;
  }
}

/**
 * The same frames as MediaRecorder lays them out while it streams: Segment and Clusters of unknown
 * size, no Duration, no SeekHead or Cues. Reads a file whose Segment children have known sizes.
 */
export function asMediaRecorderWrites(file: Buffer): Buffer {
  const out: Buffer[] = [];
  for (const top of children(file, 0, file.length)) {
    if (top.id !== SEGMENT) {
      out.push(file.subarray(top.start, top.end));
      continue;
    }
    out.push(file.subarray(top.start, top.start + 4), UNKNOWN_SIZE);
    for (const child of children(file, top.body, Math.min(top.end, file.length))) {
      if (DROPPED.has(child.id)) continue;
      const id = file.subarray(child.start, child.start + 4);
      if (child.id === CLUSTER) out.push(id, UNKNOWN_SIZE, file.subarray(child.body, child.end));
      else if (child.id === INFO) {
        const kept = [...children(file, child.body, child.end)].filter((c) => !DROPPED.has(c.id)).map((c) => file.subarray(c.start, c.end));
        const body = Buffer.concat(kept);
        out.push(id, ebmlSize(body.length), body);
      } else out.push(file.subarray(child.start, child.end));
    }
  }
  return Buffer.concat(out);
}
