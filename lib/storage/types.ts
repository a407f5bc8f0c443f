import type { Readable } from "node:stream";

export interface PutOptions {
  /**
   * The file's type; a function when the body itself decides it (a recording with sound and no
   * picture is audio), asked once the whole body has passed.
   */
  contentType: string | (() => string);
  /** The size the caller expects (e.g. the request's Content-Length); a body of another size is refused. */
  contentLength?: number;
}

/** Bytes asked for by a client, before the file's size is known: `a-b`, `a-` or the last `n`. */
export type ByteRangeRequest = { start: number; end?: number } | { suffix: number };

export interface GetOptions {
  /** Only these bytes; a range that starts past the end throws RangeNotSatisfiableError. */
  range?: ByteRangeRequest;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** The whole file's size, also when the body holds only a range of it. */
  size: number;
  /** The bytes the body holds (inclusive) when a range was asked for. */
  range?: { start: number; end: number };
  /** A strong validator of this version of the file. */
  etag?: string;
  lastModified?: Date;
}

export interface SignedUrlOptions {
  /** Default 15 minutes: long enough to start a video, short enough to be useless when leaked. */
  expiresInSeconds?: number;
  /** When set, the browser saves the file under this name instead of showing it. */
  download?: string;
}

export interface StorageDriver {
  readonly name: "disk" | "s3";
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ key: string; size: number }>;
  get(key: string, options?: GetOptions): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
}

export const DEFAULT_URL_TTL_SECONDS = 15 * 60;

export class StorageSizeMismatchError extends Error {
  constructor(expected: number, actual: number) {
    super(`Upload size mismatch: expected ${expected} bytes, received ${actual}`);
    this.name = "StorageSizeMismatchError";
  }
}

export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`The requested range is not satisfiable: the file has ${size} bytes`);
    this.name = "RangeNotSatisfiableError";
  }
}

/** The type to store a file under, once its body has been read. */
export function contentTypeOf(options: PutOptions): string {
  return typeof options.contentType === "function" ? options.contentType() : options.contentType;
}

/** The inclusive bytes a range asks for in a file of `size` bytes, or null when none of them exist. */
export function resolveRange(range: ByteRangeRequest, size: number): { start: number; end: number } | null {
  if ("suffix" in range) return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : null;
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
