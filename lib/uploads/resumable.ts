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
// On S3 the tus objects sit under tus/ in the bucket (erasure and expiry list only them), and a
// finished upload becomes the stored answer by a copy inside the bucket: while its slices passed
// through this process on their way in, the server read its type, length and tracks from them
// (the checks storeUpload makes on a streamed file), so the bytes are not carried a second time.
// An upload whose slices did not all pass here in order (a slice cut off part-way, another app
// server, a restart) is read back and stored through storeUpload as before.
// The store, the lock, the one tus server and what was learnt of uploads in flight are one per
// process (lib/process-wide.ts): Next.js gives each route its own copy of this module.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { pipeline, Transform, type Readable } from "node:stream";
import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import { MemoryLocker, Upload, type DataStore, type Locker, type Server } from "@tus/server";
import { INTERVIEW_VIDEO_MAX_BYTES, MOCK_ANSWER_MAX_BYTES } from "./size-limits";
import { databaseUrl } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { ContainerDurationProbe } from "@/lib/media/container-duration";
import { hashOtp } from "@/lib/otp/code";
import { boundedMap } from "@/lib/memo";
import { forgetProcessWide, processWide } from "@/lib/process-wide";
import { s3ClientSettings, s3StorageConfig, type S3Config } from "@/lib/storage";
import { SNIFF_BYTES } from "./file-type";
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

/** What the server read of a whole upload while its bytes passed on their way to the bucket. */
export type PassedUpload = { head: Uint8Array; durationMs: number | null; audioOnly: boolean };

/** An upload's bytes as they pass: its first bytes, its container read so far, how far it has got. */
type Passing = { offset: number; head: Buffer; probe: ContainerDurationProbe; whole?: PassedUpload };

/** At most this many uploads in flight are followed; an older one is read back when it is used. */
const FOLLOWED_MAX = 1000;

export type ResumableParts = {
  store: DataStore & { read(id: string): Readable | Promise<Readable> };
  locker: Locker;
  /** The ids of every upload the store holds. */
  list: () => Promise<string[]>;
  /** What an upload was created with (its owner, its creation time), without its offset. */
  info: (id: string) => Promise<UploadInfo | undefined>;
  /** Removes an upload, finished or not. */
  discard: (id: string) => Promise<void>;
  /** A finished upload's whole content, when every byte of it passed through this process in order. */
  passed: (id: string, size: number) => PassedUpload | null;
  /** Makes the stored file `key` from a finished upload without reading it (a copy inside the bucket); null on disk. */
  copyTo: ((id: string, key: string, contentType: string) => Promise<void>) | null;
  where: string;
  /** The process's one tus server, made by lib/http/resumable-upload.ts on its first request. */
  server?: Server;
  /** Whose request each request in tus's hands is (tus's hooks are given the request). */
  owners: WeakMap<Request, string[]>;
};

const PARTS = "resumable-uploads";

/** The store and the lock of resumable uploads (lib/http/resumable-upload.ts speaks tus to them). */
export function resumableParts(): ResumableParts {
  const s3 = s3StorageConfig();
  const where = s3 ? `s3:${s3.endpoint ?? ""}/${s3.bucket}` : `disk:${path.join(env().dataDir, "tus")}`;
  const make = () => (s3 ? s3Parts(s3, where) : diskParts(path.join(env().dataDir, "tus"), where));
  const parts = processWide(PARTS, make);
  if (parts.where === where) return parts;
  // The storage settings changed under a running process (tests switch drivers): start afresh.
  forgetProcessWide(PARTS);
  if (parts.locker instanceof PostgresLocker) void parts.locker.close().catch(() => undefined);
  return processWide(PARTS, make);
}

/** Tests play a second app server (or a restart): the next request builds its own store, lock and tus server. */
export async function resetResumablePartsForTests(): Promise<void> {
  const previous = processWide<ResumableParts | undefined>(PARTS, () => undefined);
  forgetProcessWide(PARTS);
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
    // On disk the upload is read back from this machine's own disk.
    passed: () => null,
    copyTo: null,
    where,
    owners: new WeakMap(),
  };
}

/**
 * The parts of an upload on S3: S3's smallest. A slice cut off part-way loses what it and the
 * slices before it held beyond the last whole part (@tus/s3-store keeps the rest of a part in an
 * object of its own and rewrites it with the next slice), so the smaller the part, the less a cut
 * sends again.
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/** Where tus keeps its objects in the bucket: `tus/<id>`, `tus/<id>.info`, `tus/<id>.part`. */
export const TUS_PREFIX = "tus/";

/**
 * @tus/s3-store with its objects under TUS_PREFIX (the ids tus and the browser see stay bare), and
 * an eye on each slice as it passes on its way to the bucket: when every byte of an upload passed
 * here in order, what storeUpload would read from it is known once it is finished.
 */
class TusS3Store extends S3Store {
  readonly passing = boundedMap<string, Passing>(FOLLOWED_MAX);

  override async create(upload: Upload): Promise<Upload> {
    const inBucket = new Upload({ ...upload, id: TUS_PREFIX + upload.id });
    await super.create(inBucket);
    upload.creation_date = inBucket.creation_date;
    upload.storage = inBucket.storage;
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const upload = await super.getUpload(TUS_PREFIX + id);
    return new Upload({ ...upload, id });
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return super.declareUploadLength(TUS_PREFIX + id, length);
  }

  override read(id: string): Promise<Readable> {
    return super.read(TUS_PREFIX + id) as Promise<Readable>;
  }

  override async remove(id: string): Promise<void> {
    this.passing.delete(id);
    await super.remove(TUS_PREFIX + id);
  }

  override async write(src: Readable, id: string, offset: number): Promise<number> {
    const before = this.passing.get(id);
    this.passing.delete(id);
    // Followed from its first byte, or from exactly where the last slice that passed here ended.
    const passing = offset === 0 ? { offset: 0, head: Buffer.alloc(0), probe: new ContainerDurationProbe() } : before?.offset === offset ? before : null;
    if (!passing) return super.write(src, TUS_PREFIX + id, offset);
    const seen = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (passing.head.length < SNIFF_BYTES) passing.head = Buffer.concat([passing.head, chunk.subarray(0, SNIFF_BYTES - passing.head.length)]);
        passing.probe.push(chunk);
        passing.offset += chunk.length;
        done(null, chunk);
      },
    });
    // A slice cut off part-way fails the stream the store reads, as it would have failed the slice itself.
    pipeline(src, seen, () => undefined);
    const next = await super.write(seen, TUS_PREFIX + id, offset);
    // Kept only when the store holds exactly the bytes seen (a cut slice may keep fewer).
    if (next === passing.offset) this.passing.set(id, passing);
    return next;
  }

  passed(id: string, size: number): PassedUpload | null {
    const passing = this.passing.get(id);
    if (!passing || passing.offset !== size) return null;
    // Read to its end once (the probe's last look at a box cut short is made once).
    if (!passing.whole) {
      const durationMs = passing.probe.durationMs();
      const tracks = passing.probe.tracks();
      passing.whole = { head: passing.head, durationMs, audioOnly: tracks !== null && tracks.audio && !tracks.video };
    }
    return passing.whole;
  }
}

function s3Parts(config: S3Config, where: string): ResumableParts {
  const settings = s3ClientSettings(config);
  const Bucket = config.bucket;
  // Parts go to S3 from a file on disk, never whole in memory.
  const store = new TusS3Store({
    partSize: S3_PART_BYTES,
    useTags: false,
    expirationPeriodInMilliseconds: KEEP_MS,
    s3ClientConfig: { ...settings, bucket: Bucket },
  });
  const client = new S3Client(settings);
  return {
    store,
    locker: new PostgresLocker({ connectionString: databaseUrl() }),
    async list() {
      const ids: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        // Only tus's objects: never the stored answers and files beside them.
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: TUS_PREFIX, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const id = object.Key?.slice(TUS_PREFIX.length).match(/^([0-9a-f]{32})\.info$/)?.[1];
          if (id) ids.push(id);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return ids;
    },
    async info(id) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: `${TUS_PREFIX}${id}.info` })).catch(() => null);
      const text = await object?.Body?.transformToString();
      return text ? (JSON.parse(text) as UploadInfo) : undefined;
    },
    async discard(id) {
      // A finished upload has no multipart upload left to abort, and S3Store's remove then stops short of its objects.
      await store.remove(id).catch(() => undefined);
      const key = TUS_PREFIX + id;
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: key }, { Key: `${key}.info` }, { Key: `${key}.part` }], Quiet: true } }));
    },
    passed: (id, size) => store.passed(id, size),
    async copyTo(id, key, contentType) {
      await client.send(
        new CopyObjectCommand({ Bucket, Key: key, CopySource: `${Bucket}/${TUS_PREFIX}${id}`, ContentType: contentType, MetadataDirective: "REPLACE" }),
      );
    },
    where,
    owners: new WeakMap(),
  };
}

export type FinishedUpload = {
  size: number;
  /** What was read of it as it came in, with the copy that stores it unread; null when it must be read back. */
  passed: { content: PassedUpload; copyTo: (key: string, contentType: string) => Promise<void> } | null;
  /** Its bytes, read back from where they wait. */
  open: () => Promise<Readable>;
  /** Removes the upload (used up). */
  done: () => Promise<void>;
};

/** A finished upload of this uploader's, to use once; refused when it is not theirs or not complete. */
export async function openFinishedUpload(id: string, owners: string[]): Promise<FinishedUpload> {
  const { store, discard, passed, copyTo } = resumableParts();
  const upload: Upload | null = /^[0-9a-f]{32}$/.test(id) ? await store.getUpload(id).catch(() => null) : null;
  if (!upload || !owners.includes(upload.metadata?.owner ?? "")) throw new AppError("NOT_FOUND", UPLOAD_NOT_FOUND);
  if (upload.size === undefined || upload.offset !== upload.size)
    throw new AppError("UPLOAD_INCOMPLETE", "This upload is not complete yet: send the rest first");
  const content = passed(id, upload.size);
  return {
    size: upload.size,
    passed: content && copyTo ? { content, copyTo: (key, contentType) => copyTo(id, key, contentType) } : null,
    open: async () => await store.read(id),
    done: () => discard(id).catch(() => undefined),
  };
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
