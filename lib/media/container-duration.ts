// How long a recording really is, read from its container as the bytes stream past (no ffprobe,
// nothing held but a few small boxes): the browser's own figure is only a claim.
//
// WebM / Matroska: the Segment Info's Duration when there is one; MediaRecorder writes none (it
// streams live, with Segment and Clusters of unknown size), so also the time of the last frame:
// the last Cluster Timecode plus that block's relative timecode, times the TimecodeScale.
// MP4: mvhd duration / timescale; fragmented MP4 (Safari's and Chromium's MediaRecorder write
// moov with a zero duration, then moof + mdat pairs) adds up each track's fragment sample
// durations from its tfdt (or where the previous fragment ended) in the track's own timescale.
// The longest of what the container says wins: a file cannot pass by understating one figure.
// It also tells which kinds of track the file declares (WebM TrackType, MP4 hdlr), so an answer
// recorded with the microphone alone is known from the file, not from what the browser says.
// music-metadata and mp4box were tried in its place and fail cases this reader passes (docs/performance.md).

export type ContainerKind = "webm" | "mp4";

/**
 * Largest box read whole: a few minutes' moov is under 100 KB (sample tables), a moof a few KB.
 * Kept small because every upload in flight may hold one.
 */
const MAX_READ_BYTES = 1024 * 1024;

/** The kinds of track a container declares. */
export type ContainerTracks = { video: boolean; audio: boolean };

interface Parser {
  /** Consumes `buf` from `offset`; returns how many bytes it consumed (the rest is kept for next time). */
  parse(buf: Buffer, offset: number, final: boolean): number;
  durationMs(): number | null;
  tracks(): ContainerTracks;
}

export class ContainerDurationProbe {
  private parser: Parser | null = null;
  private carry: Buffer | null = null;
  private skip = 0;
  private failed = false;
  private head: Buffer[] = [];
  private headBytes = 0;

  /** Feeds the next bytes of the file, in order. */
  push(chunk: Uint8Array): void {
    if (this.failed) return;
    let buf = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (!this.parser) {
      this.head.push(buf);
      this.headBytes += buf.length;
      if (this.headBytes < 12) return;
      buf = Buffer.concat(this.head);
      this.head = [];
      const kind = containerKind(buf);
      if (!kind) return void (this.failed = true);
      this.parser = kind === "webm" ? new WebmParser() : new Mp4Parser();
    }
    if (this.skip >= buf.length) {
      this.skip -= buf.length;
      return;
    }
    if (this.skip > 0) {
      buf = buf.subarray(this.skip);
      this.skip = 0;
    }
    if (this.carry) {
      buf = Buffer.concat([this.carry, buf]);
      this.carry = null;
    }
    this.run(buf, false);
  }

  private run(buf: Buffer, final: boolean) {
    try {
      const used = this.parser!.parse(buf, 0, final);
      if (used > buf.length) this.skip = used - buf.length;
      else if (used < buf.length) {
        const rest = buf.subarray(used);
        if (rest.length > MAX_READ_BYTES + 16) throw new Error("element too large to read");
        // Copied: the caller's chunk goes on to storage and must not be pinned by us.
        this.carry = Buffer.from(rest);
      }
    } catch {
      this.failed = true;
      this.carry = null;
    }
  }

  /** The time reached so far, while the bytes are still coming (to refuse a long file early). */
  seenMs(): number | null {
    return this.parser && !this.failed ? this.parser.durationMs() : null;
  }

  /**
   * The kinds of track the file declared, once it has been read to its end (after durationMs), or
   * null when it declared none or could not be read.
   */
  tracks(): ContainerTracks | null {
    if (!this.parser || this.failed) return null;
    const tracks = this.parser.tracks();
    return tracks.video || tracks.audio ? tracks : null;
  }

  /** The duration in milliseconds, or null when the container does not say (or is not one we read). */
  durationMs(): number | null {
    if (!this.parser && this.head.length) {
      const kind = containerKind(Buffer.concat(this.head));
      if (kind) {
        this.parser = kind === "webm" ? new WebmParser() : new Mp4Parser();
        const buf = Buffer.concat(this.head);
        this.head = [];
        this.run(buf, true);
      }
    }
    // A file we stopped understanding part-way may go on for longer than what we read: say nothing.
    if (!this.parser || this.failed) return null;
    // A box cut short at the end of the file may still say enough (a Safari moov, the last moof).
    if (this.carry && !this.failed) {
      const buf = this.carry;
      this.carry = null;
      this.run(buf, true);
    }
    const ms = this.parser.durationMs();
    // No recording lasts no time at all: a zero says the container told us nothing.
    return ms !== null && Number.isFinite(ms) && ms > 0 ? Math.round(ms) : null;
  }
}

export function containerKind(head: Uint8Array): ContainerKind | null {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return "webm";
  if (head.length >= 8 && String.fromCharCode(head[4]!, head[5]!, head[6]!, head[7]!) === "ftyp") return "mp4";
  return null;
}

/** The duration of a whole file in memory (tests, small files). */
export function containerDurationMs(bytes: Uint8Array): number | null {
  const probe = new ContainerDurationProbe();
  probe.push(bytes);
  return probe.durationMs();
}

// ---------------------------------------------------------------------------------------------
// WebM / Matroska (EBML)

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const BLOCK_DURATION = 0x9b;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
/** Matroska's TrackType values. */
const TRACK_TYPE_VIDEO = 1;
const TRACK_TYPE_AUDIO = 2;
/** Masters whose children we walk into (their ends need not be known: child IDs are distinct). */
const WEBM_MASTERS = new Set([SEGMENT, INFO, TRACKS, TRACK_ENTRY, CLUSTER, BLOCK_GROUP]);
/** Elements read whole, all small numbers. */
const WEBM_VALUES = new Set([TIMECODE_SCALE, DURATION, TRACK_TYPE, CLUSTER_TIMECODE, BLOCK_DURATION]);

/** An EBML variable-length integer at `at`: its length and value (value -1 for "unknown size"), or null when cut off. */
function vint(buf: Buffer, at: number, keepMarker: boolean): { length: number; value: number } | null {
  if (at >= buf.length) return null;
  const first = buf[at]!;
  if (first === 0) throw new Error("invalid EBML number");
  const length = Math.clz32(first) - 23; // leading zeros within the byte, plus one
  if (at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[at + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { length, value: !keepMarker && allOnes ? -1 : value };
}

function readUint(buf: Buffer, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + buf[at + i]!;
  return value;
}

class WebmParser implements Parser {
  private timecodeScale = 1_000_000; // ns per tick, Matroska's default
  private infoDuration: number | null = null; // ticks
  private clusterTime = 0;
  private lastFrame: number | null = null; // ticks
  private lastBlockStart: number | null = null;
  private trackTypes = new Set<number>();

  parse(buf: Buffer, offset: number): number {
    let at = offset;
    for (;;) {
      const id = vint(buf, at, true);
      if (!id) return at;
      if (id.length > 4) throw new Error("invalid EBML id");
      const size = vint(buf, at + id.length, false);
      if (!size) return at;
      const body = at + id.length + size.length;
      if (WEBM_MASTERS.has(id.value)) {
        at = body; // walk into it
        continue;
      }
      if (size.value < 0) throw new Error("unknown size on an element we cannot walk into");
      if (WEBM_VALUES.has(id.value) || id.value === SIMPLE_BLOCK || id.value === BLOCK) {
        // Numbers are read whole; of a block only its header (track number, relative timecode).
        const need = id.value === SIMPLE_BLOCK || id.value === BLOCK ? Math.min(size.value, 11) : size.value;
        if (need > 8 && WEBM_VALUES.has(id.value)) throw new Error("value too long");
        if (body + need > buf.length) return at;
        this.element(id.value, buf, body, size.value);
      } else if (id.value === EBML && size.value < 0) {
        throw new Error("unknown EBML header size");
      }
      at = body + size.value; // may pass the end of `buf`: the probe skips the rest as it arrives
      if (at >= buf.length) return at;
    }
  }

  private element(id: number, buf: Buffer, at: number, size: number) {
    switch (id) {
      case TIMECODE_SCALE:
        if (size > 0) this.timecodeScale = readUint(buf, at, size) || 1_000_000;
        break;
      case DURATION:
        if (size === 4) this.infoDuration = buf.readFloatBE(at);
        else if (size === 8) this.infoDuration = buf.readDoubleBE(at);
        break;
      case TRACK_TYPE:
        this.trackTypes.add(readUint(buf, at, size));
        break;
      case CLUSTER_TIMECODE:
        this.clusterTime = readUint(buf, at, size);
        break;
      case SIMPLE_BLOCK:
      case BLOCK: {
        const track = vint(buf, at, false);
        if (!track || track.length + 2 > size) throw new Error("invalid block");
        const start = this.clusterTime + buf.readInt16BE(at + track.length);
        this.lastBlockStart = start;
        this.lastFrame = Math.max(this.lastFrame ?? 0, start);
        break;
      }
      case BLOCK_DURATION:
        if (this.lastBlockStart !== null) this.lastFrame = Math.max(this.lastFrame ?? 0, this.lastBlockStart + readUint(buf, at, size));
        break;
    }
  }

  durationMs(): number | null {
    const ticks = Math.max(this.infoDuration ?? -1, this.lastFrame ?? -1);
    if (ticks < 0 || !Number.isFinite(ticks)) return null;
    return (ticks * this.timecodeScale) / 1e6;
  }

  tracks(): ContainerTracks {
    return { video: this.trackTypes.has(TRACK_TYPE_VIDEO), audio: this.trackTypes.has(TRACK_TYPE_AUDIO) };
  }
}

// ---------------------------------------------------------------------------------------------
// MP4 (ISO BMFF)

/** Top-level boxes read whole; everything else (mdat above all) is skipped as it passes. */
const MP4_READ = new Set(["moov", "moof"]);
const MP4_CONTAINERS = new Set(["trak", "mdia", "mvex", "traf"]);

type Box = { type: string; start: number; end: number };

/** The boxes inside [from, to) of an in-memory buffer. */
function* boxes(buf: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString("latin1", at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) throw new Error("invalid box size");
    yield { type, start: at + header, end: Math.min(at + size, to) };
    at += size;
  }
}

class Mp4Parser implements Parser {
  private movieTimescale = 0;
  private movieDuration = 0;
  private fragmentDuration = 0; // mehd, movie timescale
  private trackTimescale = new Map<number, number>();
  private trackDuration = new Map<number, number>(); // mdhd, track timescale
  private trexDuration = new Map<number, number>();
  private fragmentEnd = new Map<number, number>(); // decode time where the track's last fragment ended
  private handlers = new Set<string>(); // each trak's hdlr: "vide", "soun", …

  parse(buf: Buffer, offset: number, final: boolean): number {
    let at = offset;
    for (;;) {
      if (at + 8 > buf.length) return at;
      let size = buf.readUInt32BE(at);
      const type = buf.toString("latin1", at + 4, at + 8);
      let header = 8;
      if (size === 1) {
        if (at + 16 > buf.length) return at;
        size = Number(buf.readBigUInt64BE(at + 8));
        header = 16;
      }
      if (size === 0) {
        // "To the end of the file": only mdat is written so; nothing after it to read.
        if (MP4_READ.has(type) && final) this.box(type, buf, at + header, buf.length);
        return MP4_READ.has(type) ? at : Number.MAX_SAFE_INTEGER;
      }
      if (size < header) throw new Error("invalid box size");
      if (MP4_READ.has(type)) {
        if (size > MAX_READ_BYTES) throw new Error(`${type} too large`);
        if (at + size > buf.length) {
          if (final) this.box(type, buf, at + header, buf.length);
          return at;
        }
        this.box(type, buf, at + header, at + size);
      }
      at += size;
      if (at >= buf.length) return at;
    }
  }

  private box(type: string, buf: Buffer, start: number, end: number) {
    if (type === "moov") this.moov(buf, start, end);
    else this.moof(buf, start, end);
  }

  private moov(buf: Buffer, start: number, end: number) {
    for (const box of walk(buf, start, end)) {
      const { type, start: s } = box;
      const version = buf[s]!;
      if (type === "mvhd") {
        this.movieTimescale = buf.readUInt32BE(s + (version === 1 ? 20 : 12));
        this.movieDuration = version === 1 ? Number(buf.readBigUInt64BE(s + 24)) : buf.readUInt32BE(s + 16);
        if (version !== 1 && this.movieDuration === 0xffffffff) this.movieDuration = 0;
      } else if (type === "mehd") {
        this.fragmentDuration = version === 1 ? Number(buf.readBigUInt64BE(s + 4)) : buf.readUInt32BE(s + 4);
      } else if (type === "trex") {
        this.trexDuration.set(buf.readUInt32BE(s + 4), buf.readUInt32BE(s + 12));
      } else if (type === "trak") {
        this.trak(buf, box);
      }
    }
  }

  private trak(buf: Buffer, trak: Box) {
    let id = 0;
    let timescale = 0;
    let duration = 0;
    for (const { type, start: s } of walk(buf, trak.start, trak.end)) {
      const version = buf[s]!;
      if (type === "tkhd") id = buf.readUInt32BE(s + (version === 1 ? 20 : 12));
      else if (type === "mdhd") {
        timescale = buf.readUInt32BE(s + (version === 1 ? 20 : 12));
        duration = version === 1 ? Number(buf.readBigUInt64BE(s + 24)) : buf.readUInt32BE(s + 16);
        if (version !== 1 && duration === 0xffffffff) duration = 0;
      } else if (type === "hdlr") {
        this.handlers.add(buf.toString("latin1", s + 8, s + 12));
      }
    }
    if (timescale > 0) this.trackTimescale.set(id, timescale);
    if (duration > 0) this.trackDuration.set(id, duration);
  }

  private moof(buf: Buffer, start: number, end: number) {
    for (const traf of boxes(buf, start, end)) {
      if (traf.type !== "traf") continue;
      let track = 0;
      let defaultDuration: number | undefined;
      let decodeTime: number | undefined;
      let total = 0;
      for (const { type, start: s, end: e } of boxes(buf, traf.start, traf.end)) {
        const version = buf[s]!;
        const flags = buf.readUIntBE(s + 1, 3);
        if (type === "tfhd") {
          track = buf.readUInt32BE(s + 4);
          let at = s + 8;
          if (flags & 0x01) at += 8; // base data offset
          if (flags & 0x02) at += 4; // sample description index
          if (flags & 0x08) defaultDuration = buf.readUInt32BE(at);
        } else if (type === "tfdt") {
          decodeTime = version === 1 ? Number(buf.readBigUInt64BE(s + 4)) : buf.readUInt32BE(s + 4);
        } else if (type === "trun") {
          const count = buf.readUInt32BE(s + 4);
          let at = s + 8;
          if (flags & 0x01) at += 4; // data offset
          if (flags & 0x04) at += 4; // first sample flags
          const fields = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length;
          if (flags & 0x100) {
            for (let i = 0; i < count && at + 4 <= e; i++, at += fields * 4) total += buf.readUInt32BE(at);
          } else {
            total += count * (defaultDuration ?? this.trexDuration.get(track) ?? 0);
          }
        }
      }
      const from = decodeTime ?? this.fragmentEnd.get(track) ?? 0;
      this.fragmentEnd.set(track, Math.max(this.fragmentEnd.get(track) ?? 0, from + total));
    }
  }

  durationMs(): number | null {
    const seconds: number[] = [];
    if (this.movieTimescale > 0) {
      if (this.movieDuration > 0) seconds.push(this.movieDuration / this.movieTimescale);
      if (this.fragmentDuration > 0) seconds.push(this.fragmentDuration / this.movieTimescale);
    }
    for (const [track, duration] of this.trackDuration) {
      const scale = this.trackTimescale.get(track);
      if (scale) seconds.push(duration / scale);
    }
    for (const [track, end] of this.fragmentEnd) {
      const scale = this.trackTimescale.get(track) ?? this.movieTimescale;
      if (scale && end > 0) seconds.push(end / scale);
    }
    return seconds.length ? Math.max(...seconds) * 1000 : null;
  }

  tracks(): ContainerTracks {
    return { video: this.handlers.has("vide"), audio: this.handlers.has("soun") };
  }
}

/** Every box under [start, end), walking into the containers on the way to mvhd, mdhd and trex. */
function* walk(buf: Buffer, start: number, end: number): Generator<Box> {
  for (const box of boxes(buf, start, end)) {
    yield box;
    if (MP4_CONTAINERS.has(box.type)) yield* walk(buf, box.start, box.end);
  }
}
