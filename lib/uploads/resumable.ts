// Resumable answer uploads: tus 1.0 through @tus/server, the bytes kept by @tus/file-store under
// $DATA_DIR/tus until they are all there. A recording's bytes arrive in as many requests as the
// network allows (HEAD says how many the server holds; PATCH sends the rest from there); the
// answer's own form then names the finished upload (`upload_id`) instead of carrying the file, and
// the one form receiver takes it through the same checks into storage (lib/http/receive-form.ts).
// Each upload belongs to whoever created it: the signed-in candidate, or an interview link's token
// (kept only as a keyed hash). Nobody else can resume, read or use it.
// One app server: the upload's lock lives in this process (MemoryLocker) and its bytes on this
// machine. Several servers sharing uploads need @tus/s3-store and a locker in PostgreSQL.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import { MemoryLocker, type Upload } from "@tus/server";
import { INTERVIEW_VIDEO_MAX_BYTES, MOCK_ANSWER_MAX_BYTES } from "@/lib/constants";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { hashOtp } from "@/lib/otp/code";

export const RESUMABLE_PATH = "/api/uploads/resumable";
/** The largest answer any form takes; each form's own kind still bounds what it accepts. */
export const RESUMABLE_MAX_BYTES = Math.max(INTERVIEW_VIDEO_MAX_BYTES, MOCK_ANSWER_MAX_BYTES);
/** An upload untouched this long is removed: longer than the 24 hours a late answer may still arrive in. */
const KEEP_MS = 48 * 60 * 60 * 1000;
export const UPLOAD_NOT_FOUND = "This upload was not found: send the recording again";

/** Who is uploading: the signed-in candidate, an interview link's token, or both. */
export type Uploader = { token: string | null; candidateId: string | null };

/** The owner marks an uploader may hold; an upload is theirs when its owner is one of them. */
export function ownersOf(uploader: Uploader): string[] {
  return [
    ...(uploader.token ? [`token:${hashOtp("resumable-upload", "token", uploader.token)}`] : []),
    ...(uploader.candidateId ? [`candidate:${uploader.candidateId}`] : []),
  ];
}

let shared: { store: FileStore; locker: MemoryLocker; dir: string } | undefined;

/** The store and the lock of resumable uploads on this machine (lib/http/resumable-upload.ts speaks tus to them). */
export function resumableParts() {
  const dir = path.join(env().dataDir, "tus");
  if (shared?.dir !== dir) {
    mkdirSync(dir, { recursive: true });
    shared = { store: new FileStore({ directory: dir, expirationPeriodInMilliseconds: KEEP_MS }), locker: new MemoryLocker(), dir };
  }
  return shared;
}

/** A finished upload of this uploader's, to read once; refused when it is not theirs or not complete. */
export async function openFinishedUpload(id: string, owners: string[]): Promise<{ body: Readable; size: number; done: () => Promise<void> }> {
  const { store } = resumableParts();
  const upload: Upload | null = /^[0-9a-f]{32}$/.test(id) ? await store.getUpload(id).catch(() => null) : null;
  if (!upload || !owners.includes(upload.metadata?.owner ?? "")) throw new AppError("NOT_FOUND", UPLOAD_NOT_FOUND);
  if (upload.size === undefined || upload.offset !== upload.size) throw new AppError("CONFLICT", "This upload is not complete yet: send the rest first");
  return { body: store.read(id), size: upload.size, done: () => store.remove(id).catch(() => undefined) };
}

/** Removes uploads left unfinished (or finished and never used) for longer than an answer may arrive late. */
export async function sweepResumableUploads(now = Date.now()): Promise<number> {
  const { store } = resumableParts();
  let removed = 0;
  for (const id of (await store.configstore.list?.()) ?? []) {
    const upload = await store.configstore.get(id).catch(() => undefined);
    const created = upload?.creation_date ? Date.parse(upload.creation_date) : NaN;
    if (upload && Number.isFinite(created) && now - created > KEEP_MS) {
      await store.remove(id).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}

/** Removes every upload the signed-in candidate made (their account is being erased). */
export async function removeUploadsOf(candidateId: string): Promise<number> {
  const { store } = resumableParts();
  const owner = ownersOf({ token: null, candidateId })[0];
  let removed = 0;
  for (const id of (await store.configstore.list?.()) ?? []) {
    const upload = await store.configstore.get(id).catch(() => undefined);
    if (upload?.metadata?.owner === owner) {
      await store.remove(id).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}
