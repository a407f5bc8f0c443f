// S3 (or any S3-compatible store) via the AWS SDK. A streamed body is first spooled to a local
// temp file (written with back-pressure, so the sender is paused while the disk catches up) and
// then sent as one PutObject of known length read from that file. A multipart Upload would hold
// up to partSize × queueSize bytes (at least 5 MB, S3's smallest part) of every upload in memory:
// with a hundred answers arriving at once that is the whole of each answer, hundreds of MB.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { attachmentDisposition } from "./content-disposition";
import { assertValidKey } from "./keys";
import { tempFileName } from "./temp-files";
import { contentTypeOf, DEFAULT_URL_TTL_SECONDS, RangeNotSatisfiableError, resolveRange, StorageSizeMismatchError, type StorageDriver } from "./types";

/** Tries of one PutObject; each reads the spooled file afresh (the SDK cannot rewind a stream). */
const PUT_ATTEMPTS = 3;

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Where streamed bodies wait before their PutObject. */
export function defaultSpoolDir(): string {
  return path.join(os.tmpdir(), "hireready-s3-spool");
}

/** How every S3 client of ours talks to the store (the storage driver's and the resumable uploads'). */
export function s3ClientSettings(config: S3Config) {
  return {
    region: config.region,
    endpoint: config.endpoint,
    // Self-hosted stores (MinIO, s3rver) have no per-bucket DNS names.
    forcePathStyle: config.forcePathStyle || Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Without these the SDK sends streamed bodies aws-chunked with trailing checksums, which
    // S3-compatible stores save with the chunk framing inside the object.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  } as const;
}

export function createS3Driver(config: S3Config, options: { spoolDir?: string } = {}): StorageDriver {
  const Bucket = config.bucket;
  const spoolDir = options.spoolDir ?? defaultSpoolDir();
  const settings = s3ClientSettings(config);
  const client = new S3Client(settings);
  // Puts retry here, not in the SDK: a retried request needs its body read again from the start.
  const putClient = new S3Client({ ...settings, maxAttempts: 1 });

  async function putFile(key: string, file: string, size: number, contentType: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        await putClient.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(file), ContentLength: size, ContentType: contentType }));
        return;
      } catch (error) {
        if (attempt >= PUT_ATTEMPTS || !isRetryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      }
    }
  }

  return {
    name: "s3",

    async put(key, body, options) {
      const { contentLength } = options;
      assertValidKey(key);
      if (Buffer.isBuffer(body)) {
        if (contentLength !== undefined && body.length !== contentLength) throw new StorageSizeMismatchError(contentLength, body.length);
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length, ContentType: contentTypeOf(options) }));
        return { key, size: body.length };
      }
      await mkdir(spoolDir, { recursive: true });
      const spool = path.join(spoolDir, tempFileName());
      try {
        await pipeline(body, createWriteStream(spool, { flags: "wx" }));
        const { size } = await stat(spool);
        // A body cut short is refused before anything reaches the bucket.
        if (contentLength !== undefined && size !== contentLength) throw new StorageSizeMismatchError(contentLength, size);
        await putFile(key, spool, size, contentTypeOf(options));
        return { key, size };
      } finally {
        await rm(spool, { force: true });
      }
    },

    async get(key, options = {}) {
      assertValidKey(key);
      try {
        let Range: string | undefined;
        if (options.range && "suffix" in options.range) {
          // Some S3-compatible stores read "bytes=-n" as "bytes=0-n": ask for the bytes by number.
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          const bytes = resolveRange(options.range, head.ContentLength ?? 0);
          if (!bytes) throw new RangeNotSatisfiableError(head.ContentLength ?? 0);
          Range = `bytes=${bytes.start}-${bytes.end}`;
        } else if (options.range) {
          Range = `bytes=${options.range.start}-${options.range.end ?? ""}`;
        }
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        if (!(result.Body instanceof Readable)) throw new Error("S3 returned a body that is not a Node stream");
        // The store says which bytes it sent, and of how many.
        const served = Range ? parseContentRange(result.ContentRange) : null;
        return {
          body: result.Body,
          contentType: result.ContentType ?? "application/octet-stream",
          size: served?.size ?? result.ContentLength ?? 0,
          range: served ? { start: served.start, end: served.end } : undefined,
          etag: result.ETag,
          lastModified: result.LastModified,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        if (isRangeNotSatisfiable(error)) {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          throw new RangeNotSatisfiableError(head.ContentLength ?? 0);
        }
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async signedUrl(key, options = {}) {
      assertValidKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: options.download ? attachmentDisposition(options.download) : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds ?? DEFAULT_URL_TTL_SECONDS });
    },
  };
}

/** Connection failures, throttling and server errors are worth another try; a refusal is not. */
function isRetryable(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status === 429 || status >= 500;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}

function isRangeNotSatisfiable(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "InvalidRange" || e.$metadata?.httpStatusCode === 416;
}

/** "bytes 0-1/1234" → its numbers; null for anything else (a store that ignored the range). */
function parseContentRange(value: string | undefined): { start: number; end: number; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value ?? "");
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}
