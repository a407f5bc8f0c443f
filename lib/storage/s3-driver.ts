// S3 (or any S3-compatible store) via the AWS SDK. Uploads stream through lib-storage's
// multipart Upload, so at most partSize × (queueSize + 1) bytes of a body are in memory.
import { DeleteObjectCommand, GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { Readable, Transform } from "node:stream";
import { attachmentDisposition } from "./content-disposition";
import { assertValidKey } from "./keys";
import { DEFAULT_URL_TTL_SECONDS, StorageSizeMismatchError, type StorageDriver } from "./types";

const PART_SIZE = 5 * 1024 * 1024; // S3's minimum part size
const QUEUE_SIZE = 2;

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

export function createS3Driver(config: S3Config): StorageDriver {
  const Bucket = config.bucket;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Self-hosted stores (MinIO, s3rver) have no per-bucket DNS names.
    forcePathStyle: config.forcePathStyle || Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Without these the SDK sends streamed bodies aws-chunked with trailing checksums, which
    // S3-compatible stores save with the chunk framing inside the object.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    name: "s3",

    async put(key, body, { contentType, contentLength }) {
      assertValidKey(key);
      let size = 0;
      let source: Readable | Buffer = body;
      if (Buffer.isBuffer(body)) {
        size = body.length;
      } else {
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        });
        body.once("error", (error) => counter.destroy(error));
        source = body.pipe(counter);
      }
      const upload = new Upload({
        client,
        // No ContentLength: lib-storage measures each part itself, and a wrong declared length
        // would leave the request waiting for bytes that never come.
        params: { Bucket, Key: key, Body: source, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
      if (contentLength !== undefined && size !== contentLength) {
        // S3 has no rename, so the short object is already in place: remove it.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
        throw new StorageSizeMismatchError(contentLength, size);
      }
      return { key, size };
    },

    async get(key) {
      assertValidKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(result.Body instanceof Readable)) throw new Error("S3 returned a body that is not a Node stream");
        return {
          body: result.Body,
          contentType: result.ContentType ?? "application/octet-stream",
          size: result.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
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

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}
