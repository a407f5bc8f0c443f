import type { Readable } from "node:stream";

export interface PutOptions {
  contentType: string;
  /** The size the caller expects (e.g. the request's Content-Length); a body of another size is refused. */
  contentLength?: number;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
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
  get(key: string): Promise<StoredFile | null>;
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
