// Streams an upload into storage: sniffs the first bytes, counts every byte, and stops the
// moment a file is of the wrong type or too big, so nothing bad is ever stored and no file
// sits whole in memory. The next chunk is pulled from the request only when storage has taken
// the previous one (a one-chunk buffer between them), so a slow store pauses the sender.
// A finished resumable upload whose bytes were read as they came in (lib/uploads/resumable.ts)
// goes through the same checks on what was read, then is stored by a copy, not streamed again.
import { Readable } from "node:stream";
import { AppError } from "@/lib/errors/app-error";
import { ContainerDurationProbe } from "@/lib/media/container-duration";
import { metrics } from "@/lib/metrics/registry";
import { storage } from "@/lib/storage";
import { CONTENT_TYPES, EXTENSIONS, SNIFF_BYTES, sniffFileType, type SniffedType } from "./file-type";
import { sizeMessage, type UploadKind } from "./kinds";
import type { PassedUpload } from "./resumable";

export type StoredUpload = {
  key: string;
  size: number;
  type: SniffedType;
  contentType: string;
  /** A recording's length read from its own container (kinds with maxDurationMs); null when it does not say. */
  durationMs: number | null;
  /**
   * A recording whose container declares sound and no picture (recorded with the microphone
   * alone); its content type is then audio/webm or audio/mp4. False for anything else.
   */
  audioOnly: boolean;
};

type Source = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

async function* chunksOf(source: Source): AsyncGenerator<Uint8Array> {
  const received = metrics().uploadBytes;
  if (Symbol.asyncIterator in source) {
    for await (const chunk of source as AsyncIterable<Uint8Array>) {
      received.inc(chunk.byteLength);
      yield chunk;
    }
    return;
  }
  const reader = (source as ReadableStream<Uint8Array>).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (!value) continue;
      received.inc(value.byteLength);
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The same memory seen as a Buffer (Buffer.from(uint8Array) would copy it). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Stores one upload, counted in the uploads in flight while it is received. */
export async function storeUpload(options: StoreUploadOptions): Promise<StoredUpload> {
  const inFlight = metrics().uploadsInFlight;
  inFlight.inc();
  try {
    return await receiveAndStore(options);
  } finally {
    inFlight.dec();
  }
}

type StoreUploadOptions = {
  body: Source | null;
  /** The size the client announced (Content-Length or File.size), checked before reading. */
  declaredSize?: number | null;
  kind: UploadKind;
  /** Builds the storage key from the detected extension. */
  key: (extension: string) => string;
};

/**
 * For recordings: reads the length from the container's timestamps as the bytes stream past, so
 * one longer than the kind allows is refused before the rest is stored, or at the latest before
 * the file is committed.
 */
function durationCheck(kind: UploadKind) {
  const { maxDurationMs } = kind;
  if (maxDurationMs === undefined) return null;
  const probe = new ContainerDurationProbe();
  const tooLong = () => new AppError("ANSWER_TOO_LONG", kind.durationMessage ?? "The recording is too long");
  return {
    chunk(bytes: Uint8Array) {
      probe.push(bytes);
      if ((probe.seenMs() ?? 0) > maxDurationMs) throw tooLong();
    },
    end(): { durationMs: number | null; audioOnly: boolean } {
      const measured = probe.durationMs();
      if (measured !== null && measured > maxDurationMs) throw tooLong();
      const tracks = probe.tracks();
      return { durationMs: measured, audioOnly: tracks !== null && tracks.audio && !tracks.video };
    },
  };
}

async function receiveAndStore(options: StoreUploadOptions): Promise<StoredUpload> {
  const { kind } = options;
  if (options.declaredSize != null && options.declaredSize > kind.maxBytes) {
    throw new AppError("FILE_TOO_LARGE", sizeMessage(kind.maxBytes));
  }
  if (!options.body) throw new AppError("INVALID_INPUT", "Please choose a file");
  const iterator = chunksOf(options.body)[Symbol.asyncIterator]();

  const head: Uint8Array[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headSize += next.value.length;
  }
  if (headSize === 0) throw new AppError("INVALID_INPUT", "The file is empty");
  const first = concat(head);
  const type = sniffFileType(first);
  if (!type || !kind.types.includes(type)) {
    await iterator.return?.(undefined);
    throw new AppError("FILE_TYPE_NOT_ALLOWED", kind.typeMessage);
  }
  if (first.length > kind.maxBytes) throw new AppError("FILE_TOO_LARGE", sizeMessage(kind.maxBytes));

  const inspect = durationCheck(kind);
  let measured = { durationMs: null as number | null, audioOnly: false };
  let size = 0;
  async function* limited(): AsyncGenerator<Buffer> {
    size += first.length;
    inspect?.chunk(first);
    yield asBuffer(first);
    while (!ended) {
      const next = await iterator.next();
      if (next.done) break;
      size += next.value.length;
      if (size > kind.maxBytes) throw new AppError("FILE_TOO_LARGE", sizeMessage(kind.maxBytes));
      inspect?.chunk(next.value);
      yield asBuffer(next.value);
    }
    measured = inspect?.end() ?? measured;
  }

  const key = options.key(EXTENSIONS[type]);
  // Known only once the whole file has passed: a sound-only recording is stored and served as what it is.
  const contentType = () => (measured.audioOnly ? CONTENT_TYPES[type].replace(/^video\//, "audio/") : CONTENT_TYPES[type]);
  try {
    // Not object mode, and a 1-byte mark: the stream holds one chunk ahead of storage, never
    // the 16 chunks (a whole 1 MB answer of 64 KB chunks) an object-mode Readable.from reads ahead.
    await storage().put(key, Readable.from(limited(), { objectMode: false, highWaterMark: 1 }), { contentType });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The stream's own error (our size check) may arrive wrapped by the driver.
    if (size > kind.maxBytes) throw new AppError("FILE_TOO_LARGE", sizeMessage(kind.maxBytes));
    throw error;
  }
  return { key, size, type, contentType: contentType(), ...measured };
}

type AdoptUploadOptions = {
  /** The upload's size and what was read of it as it came in. */
  size: number;
  content: PassedUpload;
  kind: UploadKind;
  key: (extension: string) => string;
  /** Makes the stored file from the upload where it waits (a copy inside the bucket). */
  copy: (key: string, contentType: string) => Promise<void>;
};

/** Stores a finished upload already read as it came in: storeUpload's checks on that, then a copy. */
export async function adoptUpload(options: AdoptUploadOptions): Promise<StoredUpload> {
  const { kind, size, content } = options;
  if (size > kind.maxBytes) throw new AppError("FILE_TOO_LARGE", sizeMessage(kind.maxBytes));
  if (size === 0 || content.head.length === 0) throw new AppError("INVALID_INPUT", "The file is empty");
  const type = sniffFileType(content.head);
  if (!type || !kind.types.includes(type)) throw new AppError("FILE_TYPE_NOT_ALLOWED", kind.typeMessage);
  const measured = { durationMs: null as number | null, audioOnly: false };
  if (kind.maxDurationMs !== undefined) {
    if (content.durationMs !== null && content.durationMs > kind.maxDurationMs) {
      throw new AppError("ANSWER_TOO_LONG", kind.durationMessage ?? "The recording is too long");
    }
    measured.durationMs = content.durationMs;
    measured.audioOnly = content.audioOnly;
  }
  const key = options.key(EXTENSIONS[type]);
  const contentType = measured.audioOnly ? CONTENT_TYPES[type].replace(/^video\//, "audio/") : CONTENT_TYPES[type];
  const inFlight = metrics().uploadsInFlight;
  inFlight.inc();
  try {
    await options.copy(key, contentType);
  } finally {
    inFlight.dec();
  }
  metrics().uploadBytes.inc(size);
  return { key, size, type, contentType, ...measured };
}
