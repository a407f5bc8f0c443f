// Resumable answer uploads: tus 1.0 through @tus/server, the bytes kept by @tus/file-store under
// $DATA_DIR/tus until they are all there. A recording's bytes arrive in as many requests as the
// network allows (HEAD says how many the server holds; PATCH sends the rest from there); the
// answer's own form then names the finished upload (`upload_id`) instead of carrying the file, and
// the one form receiver takes it through the same checks into storage (lib/http/receive-form.ts).
// Each upload belongs to whoever created it: the signed-in candidate, or an interview link's token
// (kept only as a keyed hash). Nobody else can resume, read or use it.
// On the disk driver the bytes wait under $DATA_DIR/tus (@tus/file-store) and the upload's lock
// lives in this process (one app server). On S3 they wait in the bucket (@tus/s3-store: a
// multipart upload per recording) and the lock is PostgreSQL's (lib/uploads/postgres-locker.ts),
// so any app server behind the load balancer can take the next slice of any upload.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import { MemoryLocker, type DataStore, type Locker, type Upload } from "@tus/server";
import { INTERVIEW_VIDEO_MAX_BYTES, MOCK_ANSWER_MAX_BYTES } from "./size-limits";
import { databaseUrl } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { hashOtp } from "@/lib/otp/code";
import { s3ClientSettings, s3StorageConfig, type S3Config } from "@/lib/storage";
import { PostgresLocker } from "./postgres-locker";
import { UPLOAD_NOT_FOUND } from "./resumable-protocol";

/** The largest answer any form takes; each form's own kind still bounds what it accepts. */
export const RESUMABLE_MAX_BYTES = Math.max(INTERVIEW_VIDEO_MAX_BYTES, MOCK_ANSWER_MAX_BYTES);
/** An upload untouched this long is removed: longer than the 24 hours a late answer may still arrive in. */
const KEEP_MS = 48 * 60 * 60 * 1000;

/** Who is uploading: the signed-in candidate, an interview link's token, or both. */
export type Uploader = { token: string | null; candidateId: string | null };

/** The owner marks an uploader may hold; an upload is theirs when its owner is one of them. */
export function ownersOf(uploader: Uploader): string[] {
  return [
    ...(uploader.token ? [`token:${hashOtp("resumable-upload", "token", uploader.token)}`] : []),
    ...(uploader.candidateId ? [`candidate:${uploader.candidateId}`] : []),
  ];
}

type UploadInfo = { creation_date?: string; metadata?: Record<string, string | null> };

type ResumableParts = {
  store: DataStore & { read(id: string): Readable | Promise<Readable> };
  locker: Locker;
  /** The ids of every upload the store holds. */
  list: () => Promise<string[]>;
  /** What an upload was created with (its owner, its creation time), without its offset. */
  info: (id: string) => Promise<UploadInfo | undefined>;
  /** Removes an upload, finished or not. */
  discard: (id: string) => Promise<void>;
  where: string;
};

let shared: ResumableParts | undefined;

/** The store and the lock of resumable uploads (lib/http/resumable-upload.ts speaks tus to them). */
export function resumableParts(): ResumableParts {
  const s3 = s3StorageConfig();
  const where = s3 ? `s3:${s3.endpoint ?? ""}/${s3.bucket}` : `disk:${path.join(env().dataDir, "tus")}`;
  if (shared?.where !== where) shared = s3 ? s3Parts(s3, where) : diskParts(path.join(env().dataDir, "tus"), where);
  return shared;
}

/** Tests play a second app server: the next request builds its own store and lock. */
export async function resetResumablePartsForTests(): Promise<void> {
  const previous = shared;
  shared = undefined;
  if (previous?.locker instanceof PostgresLocker) await previous.locker.close();
}

function diskParts(dir: string, where: string): ResumableParts {
  mkdirSync(dir, { recursive: true });
  const store = new FileStore({ directory: dir, expirationPeriodInMilliseconds: KEEP_MS });
  return {
    store,
    locker: new MemoryLocker(),
    list: async () => (await store.configstore.list?.()) ?? [],
    info: (id) => store.configstore.get(id).catch(() => undefined),
    discard: (id) => store.remove(id),
    where,
  };
}

/**
 * The parts of an upload on S3: S3's smallest. A slice cut off part-way loses what it and the
 * slices before it held beyond the last whole part (@tus/s3-store keeps the rest of a part in an
 * object of its own and rewrites it with the next slice), so the smaller the part, the less a cut
 * sends again.
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;

function s3Parts(config: S3Config, where: string): ResumableParts {
  const settings = s3ClientSettings(config);
  const Bucket = config.bucket;
  // Parts go to S3 from a file on disk, never whole in memory.
  const store = new S3Store({ partSize: S3_PART_BYTES, useTags: false, expirationPeriodInMilliseconds: KEEP_MS, s3ClientConfig: { ...settings, bucket: Bucket } });
  const client = new S3Client(settings);
  return {
    store,
    locker: new PostgresLocker({ connectionString: databaseUrl() }),
    async list() {
      const ids: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const id = object.Key?.match(/^([0-9a-f]{32})\.info$/)?.[1];
          if (id) ids.push(id);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return ids;
    },
    async info(id) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: `${id}.info` })).catch(() => null);
      const text = await object?.Body?.transformToString();
      return text ? (JSON.parse(text) as UploadInfo) : undefined;
    },
    async discard(id) {
      // A finished upload has no multipart upload left to abort, and S3Store's remove then stops short of its objects.
      await store.remove(id).catch(() => undefined);
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }], Quiet: true } }));
    },
    where,
  };
}

/** A finished upload of this uploader's, to read once; refused when it is not theirs or not complete. */
export async function openFinishedUpload(id: string, owners: string[]): Promise<{ body: Readable; size: number; done: () => Promise<void> }> {
  const { store, discard } = resumableParts();
  const upload: Upload | null = /^[0-9a-f]{32}$/.test(id) ? await store.getUpload(id).catch(() => null) : null;
  if (!upload || !owners.includes(upload.metadata?.owner ?? "")) throw new AppError("NOT_FOUND", UPLOAD_NOT_FOUND);
  if (upload.size === undefined || upload.offset !== upload.size) throw new AppError("UPLOAD_INCOMPLETE", "This upload is not complete yet: send the rest first");
  return { body: await store.read(id), size: upload.size, done: () => discard(id).catch(() => undefined) };
}

/** Removes uploads left unfinished (or finished and never used) for longer than an answer may arrive late. */
export async function sweepResumableUploads(now = Date.now()): Promise<number> {
  const { list, info, discard } = resumableParts();
  let removed = 0;
  for (const id of await list()) {
    const upload = await info(id);
    const created = upload?.creation_date ? Date.parse(upload.creation_date) : NaN;
    if (upload && Number.isFinite(created) && now - created > KEEP_MS) {
      await discard(id).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}

/** Removes every upload the signed-in candidate made (their account is being erased). */
export async function removeUploadsOf(candidateId: string): Promise<number> {
  const { list, info, discard } = resumableParts();
  const owner = ownersOf({ token: null, candidateId })[0];
  let removed = 0;
  for (const id of await list()) {
    const upload = await info(id);
    if (upload?.metadata?.owner === owner) {
      await discard(id).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}
