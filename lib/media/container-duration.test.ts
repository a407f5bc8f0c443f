// The server reads an answer's length from its container. Real recordings from Chromium's
// MediaRecorder (WebM, and its fragmented MP4, 3 s each, made with the fake camera in
// test/fixtures/media), ffmpeg's fragmented MP4 as iOS Safari writes it and a plain MP4 with its
// index at the end (see test/fixtures/media/README.md), and hand-built files for what Chromium does not write (a WebM Duration,
// plain MP4 with mvhd, fragments with default durations, a 200-second answer).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContainerDurationProbe, containerDurationMs } from "./container-duration";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../test/fixtures/media", name));

/** Feeds the file in pieces of `size` bytes, as a request delivers it. */
function streamed(bytes: Buffer, size: number): number | null {
  const probe = new ContainerDurationProbe();
  for (let at = 0; at < bytes.length; at += size) probe.push(bytes.subarray(at, at + size));
  return probe.durationMs();
}

// --- EBML ---------------------------------------------------------------------------------------

function ebmlSize(n: number | "unknown"): Buffer {
  if (n === "unknown") return Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(n));
  out[0] = 0x01;
  return out;
}

function el(id: number, body: Buffer | number[], size?: "unknown"): Buffer {
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, "0"), "hex");
  const data = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return Buffer.concat([idBytes, ebmlSize(size ?? data.length), data]);
}

const uint = (n: number, bytes = 4) => {
  const out = Buffer.alloc(bytes);
  out.writeUIntBE(n, 0, bytes);
  return out;
};

function simpleBlock(relative: number, payload = 200): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0x81; // track 1
  head.writeInt16BE(relative, 1);
  head[3] = 0x80;
  return el(0xa3, Buffer.concat([head, randomBytes(payload)]));
}

function webm(options: { durationMs?: number; clusters: { at: number; blocks: number[] }[] }): Buffer {
  const header = el(0x1a45dfa3, el(0x4282, Buffer.from("webm")));
  const info = el(
    0x1549a966,
    Buffer.concat([
      el(0x2ad7b1, uint(1_000_000, 3)),
      ...(options.durationMs !== undefined
        ? [
            el(
              0x4489,
              (() => {
                const b = Buffer.alloc(8);
                b.writeDoubleBE(options.durationMs);
                return b;
              })(),
            ),
          ]
        : []),
    ]),
  );
  const clusters = options.clusters.map((c) => el(0x1f43b675, Buffer.concat([el(0xe7, uint(c.at)), ...c.blocks.map((b) => simpleBlock(b))]), "unknown"));
  return Buffer.concat([header, el(0x18538067, Buffer.concat([info, ...clusters]), "unknown")]);
}

// --- MP4 ----------------------------------------------------------------------------------------

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
}
const full = (version: number, flags: number) => Buffer.from([version, (flags >> 16) & 0xff, (flags >> 8) & 0xff, flags & 0xff]);
const u32 = (...values: number[]) => Buffer.concat(values.map((v) => uint(v, 4)));
const u64 = (value: number) => {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(value));
  return out;
};

const ftyp = box("ftyp", Buffer.from("isom"), u32(512), Buffer.from("isomiso2mp41"));
const mvhd = (timescale: number, duration: number) => box("mvhd", full(0, 0), u32(0, 0, timescale, duration), Buffer.alloc(80));
const trak = (id: number, timescale: number) =>
  box("trak", box("tkhd", full(0, 3), u32(0, 0, id, 0, 0), Buffer.alloc(60)), box("mdia", box("mdhd", full(0, 0), u32(0, 0, timescale, 0), Buffer.alloc(4))));
const trex = (id: number, defaultDuration: number) => box("trex", full(0, 0), u32(id, 1, defaultDuration, 0, 0));
const mdat = (size: number) => box("mdat", randomBytes(size));

function moof(track: number, options: { tfdt?: number; durations?: number[]; count?: number }): Buffer {
  const tfhd = box("tfhd", full(0, 0x020000), u32(track));
  const tfdt = options.tfdt !== undefined ? [box("tfdt", full(1, 0), u64(options.tfdt))] : [];
  const trun = options.durations
    ? box("trun", full(0, 0x000301), u32(options.durations.length, 0), ...options.durations.map((d) => u32(d, 100)))
    : box("trun", full(0, 0x000001), u32(options.count ?? 0, 0));
  return box("moof", box("mfhd", full(0, 0), u32(1)), box("traf", tfhd, ...tfdt, trun));
}

describe("container duration", () => {
  it("reads a real Chromium MediaRecorder WebM (no Duration element: the last frame's time)", () => {
    const bytes = fixture("answer-3s.webm");
    const ms = containerDurationMs(bytes)!;
    expect(ms).toBeGreaterThan(2500);
    expect(ms).toBeLessThanOrEqual(3100);
    // The same figure however the bytes are split on the way in.
    for (const size of [1, 7, 4096, 65536]) expect(streamed(bytes, size)).toBe(ms);
  });

  it("reads a real Chromium MediaRecorder MP4 (fragmented: fragment durations in each track's timescale)", () => {
    const bytes = fixture("answer-3s.mp4");
    const ms = containerDurationMs(bytes)!;
    expect(ms).toBeGreaterThan(2500);
    expect(ms).toBeLessThanOrEqual(3100);
    for (const size of [1, 13, 4096]) expect(streamed(bytes, size)).toBe(ms);
  });

  it("reads a fragmented MP4 as iOS Safari's MediaRecorder writes it (empty moov, one moof per keyframe)", () => {
    // ffmpeg -c:v libx264 -g 15 -c:a aac -movflags frag_keyframe+empty_moov+default_base_moof, 3 s:
    // video 3.000 s, AAC audio 3.133 s with its priming frames (ffprobe says the same).
    const bytes = fixture("answer-3s-fragmented.mp4");
    expect(containerDurationMs(bytes)).toBe(3133);
    for (const size of [1, 13, 4096]) expect(streamed(bytes, size)).toBe(3133);
  });

  it("reads an MP4 whose index (moov) comes after its media data, as a recorder that finishes the file writes it", () => {
    const bytes = fixture("answer-3s-index-at-end.mp4");
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(bytes.lastIndexOf("moov")).toBeGreaterThan(bytes.indexOf("mdat"));
    // Its mvhd says 3.021 s (the audio track before its edit list trims the encoder's priming).
    expect(containerDurationMs(bytes)).toBe(3021);
    for (const size of [1, 13, 4096]) expect(streamed(bytes, size)).toBe(3021);
  });

  it("finds a WebM's last cluster even when it is more than three minutes in", () => {
    const bytes = webm({
      clusters: [
        { at: 0, blocks: [0, 33, 66] },
        { at: 100_000, blocks: [0, 40] },
        { at: 200_000, blocks: [0, 500] },
      ],
    });
    expect(containerDurationMs(bytes)).toBe(200_500);
    expect(streamed(bytes, 3)).toBe(200_500);
  });

  it("takes the longer of a WebM's Duration and its last frame, so neither can understate it", () => {
    expect(containerDurationMs(webm({ durationMs: 61_250, clusters: [{ at: 0, blocks: [0, 20] }] }))).toBe(61_250);
    expect(containerDurationMs(webm({ durationMs: 10_000, clusters: [{ at: 190_000, blocks: [0] }] }))).toBe(190_000);
  });

  it("reads a plain MP4's mvhd, wherever moov stands", () => {
    const moov = box("moov", mvhd(600, 600 * 42), trak(1, 48_000));
    expect(containerDurationMs(Buffer.concat([ftyp, moov, mdat(5000)]))).toBe(42_000);
    expect(streamed(Buffer.concat([ftyp, mdat(70_000), moov]), 1000)).toBe(42_000);
  });

  it("adds up a fragmented MP4's sample durations, from tfdt or where the last fragment ended", () => {
    const moov = box("moov", mvhd(1000, 0), trak(1, 90_000), trak(2, 48_000), box("mvex", trex(1, 3000), trex(2, 1024)));
    const bytes = Buffer.concat([
      ftyp,
      moov,
      moof(1, { tfdt: 0, durations: [3000, 3000, 3000] }),
      mdat(1000),
      moof(1, { durations: [3000, 3000] }), // no tfdt: follows the previous fragment
      mdat(1000),
      moof(2, { count: 47 }), // trex's default 1024 ticks a sample
      mdat(1000),
      moof(1, { tfdt: 90_000 * 200, count: 30 }), // 200 s in, 30 samples of the default 3000
      mdat(1000),
    ]);
    expect(containerDurationMs(bytes)).toBe(201_000);
    expect(streamed(bytes, 5)).toBe(201_000);
    // Before the last fragment: the longest track so far, the audio's 47 × 1024 / 48 kHz.
    expect(containerDurationMs(bytes.subarray(0, bytes.lastIndexOf(Buffer.from("moof")) - 4))).toBe(1003);
  });

  it("tells the time reached while the bytes still come, so a long answer can be stopped early", () => {
    const bytes = webm({
      clusters: [
        { at: 0, blocks: [0] },
        { at: 190_000, blocks: [0] },
        { at: 250_000, blocks: [0] },
      ],
    });
    const probe = new ContainerDurationProbe();
    probe.push(bytes.subarray(0, bytes.length - 300));
    expect(probe.seenMs()).toBe(190_000);
  });

  it("says nothing once the file stops making sense part-way (what follows could be any length)", () => {
    const good = webm({ clusters: [{ at: 0, blocks: [0, 500] }] });
    expect(containerDurationMs(good)).toBe(500);
    expect(containerDurationMs(Buffer.concat([good, Buffer.from([0x00, 0x00, 0x00])]))).toBeNull();
  });

  it("says nothing (null) for bytes it cannot read, without throwing", () => {
    // Seeded, so every run reads the same noise.
    let seed = 0x2545f491;
    const noise = Buffer.alloc(200_000, 0);
    for (let i = 0; i < noise.length; i++) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      noise[i] = seed & 0xff;
    }
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(noise);
    expect(containerDurationMs(noise)).toBeNull();
    expect(streamed(noise, 4096)).toBeNull();
    expect(containerDurationMs(Buffer.from("%PDF-1.7 not a video at all"))).toBeNull();
    const recording = fixture("answer-3s.webm");
    expect(containerDurationMs(recording.subarray(0, recording.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]))))).toBeNull(); // no frame yet
    expect(new ContainerDurationProbe().durationMs()).toBeNull();
  });

  describe("answers recorded with the microphone alone", () => {
    /** The probe after the whole file, fed in pieces of `size` bytes. */
    function read(bytes: Buffer, size: number) {
      const probe = new ContainerDurationProbe();
      for (let at = 0; at < bytes.length; at += size) probe.push(bytes.subarray(at, at + size));
      return { ms: probe.durationMs(), tracks: probe.tracks() };
    }

    it("measures and tells audio only: Chromium's audio/webm;codecs=opus", () => {
      for (const size of [1, 7, 4096]) {
        const { ms, tracks } = read(fixture("answer-3s-audio.webm"), size);
        expect(ms).toBeGreaterThan(2500);
        expect(ms).toBeLessThanOrEqual(3100);
        expect(tracks).toEqual({ video: false, audio: true });
      }
    });

    it("measures and tells audio only: Chromium's audio/mp4 (fragmented, Opus)", () => {
      for (const size of [1, 13, 4096]) {
        const { ms, tracks } = read(fixture("answer-3s-audio.mp4"), size);
        expect(ms).toBeGreaterThan(2500);
        expect(ms).toBeLessThanOrEqual(3100);
        expect(tracks).toEqual({ video: false, audio: true });
      }
    });

    it("measures and tells audio only: fragmented AAC in an M4A, as Safari records audio/mp4", () => {
      // ffmpeg says 3.021 s; the fragments add up to the AAC frames' own 3.029 s.
      const { ms, tracks } = read(fixture("answer-3s-audio-fragmented.m4a"), 4096);
      expect(ms).toBeGreaterThan(2900);
      expect(ms).toBeLessThanOrEqual(3100);
      expect(tracks).toEqual({ video: false, audio: true });
    });

    it("tells a recording with a camera from one without", () => {
      for (const name of ["answer-3s.webm", "answer-3s.mp4", "answer-3s-fragmented.mp4", "answer-3s-index-at-end.mp4"]) {
        expect(read(fixture(name), 4096).tracks, name).toEqual({ video: true, audio: true });
      }
      expect(read(Buffer.from("%PDF-1.7 not a video at all"), 16).tracks).toBeNull();
    });
  });
});
