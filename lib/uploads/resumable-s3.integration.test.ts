// Resumable uploads on the S3 driver: the bytes wait in the bucket (@tus/s3-store), so any app
// server can take the next slice, and the upload's lock is PostgreSQL's, so two servers never
// write one upload at once and a request on one server makes the other let go. Against s3rver.
// A finished upload whose slices all passed through this server becomes the stored answer by a
// copy inside the bucket: s3rver's requests are counted, and none reads the upload's bytes back.
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { sendResumable as headUpload, sendResumable as patchUpload, sendResumable as createUpload, closeResumableFront } from "@/test/resumable-front";
import { eraseCandidate } from "@/lib/account-data/erase-candidate";
import { resetEnvForTests } from "@/lib/env";
import { resetStorageForTests, storage } from "@/lib/storage";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { createReadyMock, webmLasting } from "@/test/mock-interview";
import { addPartListing } from "@/test/s3rver-multipart";
import { signInAs } from "@/test/signed-in-as";
import { PostgresLocker } from "./postgres-locker";
import { resetResumablePartsForTests, S3_PART_BYTES, TUS_PREFIX } from "./resumable";
import { RESUMABLE_CHUNK_BYTES } from "./resumable-protocol";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const TUS = { "tus-resumable": "1.0.0" };
const BUCKET = "tus-answers";
const S3_VARS = { S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

let s3rver: S3rver | undefined;
let dir = "";
let admin: S3Client;
/** Every request s3rver answered: its method, key and whether it copied from another object. */
const seen: { method: string; path: string; query: Record<string, string | undefined>; copySource?: string }[] = [];
type CountingContext = { method: string; path: string; query: Record<string, string | undefined>; headers: Record<string, string | undefined> };

function setEnv(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  resetStorageForTests();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "s3rver-tus-"));
  s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir });
  addPartListing(s3rver, dir);
  (s3rver as unknown as { middleware: ((ctx: CountingContext, next: () => Promise<void>) => Promise<void>)[] }).middleware.unshift((ctx, next) => {
    seen.push({ method: ctx.method, path: decodeURIComponent(ctx.path), query: { ...ctx.query }, copySource: ctx.headers["x-amz-copy-source"] });
    return next();
  });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  setEnv({ ...S3_VARS, S3_ENDPOINT: endpoint });
  admin = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  await closeResumableFront();
  admin?.destroy();
  setEnv({ S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: undefined });
  await s3rver?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function heldOffset(url: string): Promise<number> {
  const res = await headUpload(new Request(url, { method: "HEAD", headers: TUS }));
  expect(res.status).toBe(200);
  return Number(res.headers.get("upload-offset"));
}

function patch(url: string, offset: number, body: ReadableStream<Uint8Array> | Uint8Array) {
  return patchUpload(
    new Request(url, {
      method: "PATCH",
      headers: { ...TUS, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
      body,
      duplex: "half",
    } as RequestInit),
  );
}

/** A body that sends `bytes`, then fails: a connection that drops part-way through a slice. */
function cutAfter(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (sent) return controller.error(new Error("connection lost"));
      sent = true;
      controller.enqueue(bytes);
    },
  });
}

async function keysInBucket(): Promise<string[]> {
  return ((await admin.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!);
}

describe("a resumable upload on the S3 driver", () => {
  it("goes in slices into the bucket, resumes after a cut from the offset the bucket holds, and is stored whole by naming it", async () => {
    const candidate = await createCandidate();
    signInAs(candidate.id);
    const mock = await createReadyMock(candidate.id);
    // A real answer, then filler past it: more than one S3 part (8 MB) and a tail smaller than S3's smallest part.
    const answer = readFileSync(path.join(import.meta.dirname, "../../test/fixtures/media/answer-3s-fragmented.mp4"));
    const file = Buffer.concat([answer, randomBytes(11 * 1024 * 1024 - answer.length)]);
    const created = await createUpload(
      new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: { ...TUS, "upload-length": String(file.length) } }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const url = new URL(created.headers.get("location")!, "http://localhost").toString();
    const id = url.split("/").pop()!;

    // Three whole slices (6 MB: one S3 part of 5 MB and 1 MB waiting for the next), then a slice cut off part-way.
    let offset = 0;
    for (let i = 0; i < 3; i++, offset += RESUMABLE_CHUNK_BYTES) {
      const res = await patch(url, offset, new Uint8Array(file.subarray(offset, offset + RESUMABLE_CHUNK_BYTES)));
      expect(res.status).toBe(204);
    }
    expect(await heldOffset(url)).toBe(3 * RESUMABLE_CHUNK_BYTES);
    // The browser sees the connection fail; the server keeps what reached it.
    await expect(patch(url, offset, cutAfter(new Uint8Array(file.subarray(offset, offset + 1_000_000))))).rejects.toThrow();
    // On S3 a cut slice never counts: the upload goes on from the last whole part, or from the three
    // whole slices when the store still kept the 1 MB that waited for a part (which of the two
    // depends on when the cut reaches the store), never from part-way through the cut slice.
    const held = await heldOffset(url);
    expect([S3_PART_BYTES, 3 * RESUMABLE_CHUNK_BYTES]).toContain(held);

    // Another app server (a store and a lock of its own) takes the rest from there.
    await resetResumablePartsForTests();
    expect(await heldOffset(url)).toBe(held);
    for (offset = held; offset < file.length; offset += RESUMABLE_CHUNK_BYTES) {
      const res = await patch(url, offset, new Uint8Array(file.subarray(offset, offset + RESUMABLE_CHUNK_BYTES)));
      expect(res.status).toBe(204);
    }
    expect(await heldOffset(url)).toBe(file.length);
    // tus keeps its objects under a prefix of their own.
    expect(await keysInBucket()).toContain(`${TUS_PREFIX}${id}`);
    expect((await keysInBucket()).filter((key) => key.startsWith(id))).toEqual([]);

    const form = new FormData();
    form.append("mock_id", mock.id);
    form.append("qnum", "1");
    form.append("upload_id", id);
    const res = await addVideo(new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: form }));
    expect(res.status, await res.clone().text()).toBe(200);
    const stored = await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id } });
    expect(stored.sizeBytes).toBe(file.length);
    const object = await storage().get(stored.videoKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(file)).toBe(true);
    // Used up: nothing of the upload is left in the bucket.
    expect((await keysInBucket()).filter((key) => key.includes(id))).toEqual([]);
  });

  it("stores a finished upload by a copy inside the bucket, reading none of its bytes back, byte for byte and typed as what it is", async () => {
    const candidate = await createCandidate();
    signInAs(candidate.id);
    const mock = await createReadyMock(candidate.id);
    const answer = readFileSync(path.join(import.meta.dirname, "../../test/fixtures/media/answer-3s-fragmented.mp4"));
    const file = Buffer.concat([answer, randomBytes(7 * 1024 * 1024 - answer.length)]);
    const { id } = await sendWhole(file);

    seen.length = 0;
    const res = await addVideo(new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm(mock.id, id) }));
    expect(res.status, await res.clone().text()).toBe(200);
    const stored = await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id } });
    const key = stored.videoKey!;
    // Not one read of the upload's bytes (its .info, a few hundred bytes, says whose it is); one copy made the answer.
    const bodyKey = `/${BUCKET}/${TUS_PREFIX}${id}`;
    expect(seen.filter((r) => r.method === "GET" && (r.path === bodyKey || r.path === `${bodyKey}.part`) && !r.query.uploadId)).toEqual([]);
    expect(seen.filter((r) => r.copySource).map((r) => [r.path, decodeURIComponent(r.copySource!).replace(/^\//, "")])).toEqual([
      [`/${BUCKET}/${key}`, `${BUCKET}/${TUS_PREFIX}${id}`],
    ]);

    expect(stored.sizeBytes).toBe(file.length);
    expect((await admin.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ContentType).toBe("video/mp4");
    const object = await storage().get(key);
    const hash = createHash("sha256");
    for await (const chunk of object!.body) hash.update(chunk as Buffer);
    expect(hash.digest("hex")).toBe(createHash("sha256").update(file).digest("hex"));
    expect((await keysInBucket()).filter((k) => k.includes(id))).toEqual([]);
  });

  it("refuses a finished upload that is not a recording by what was read as it came in, and stores nothing", async () => {
    const candidate = await createCandidate();
    signInAs(candidate.id);
    const mock = await createReadyMock(candidate.id);
    const { id } = await sendWhole(randomBytes(3 * 1024 * 1024));
    const before = await keysInBucket();
    seen.length = 0;
    const res = await addVideo(new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm(mock.id, id) }));
    expect(res.status).toBe(415);
    expect(((await res.json()) as { code: string }).code).toBe("FILE_TYPE_NOT_ALLOWED");
    expect(seen.filter((r) => r.copySource)).toEqual([]);
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(0);
    expect((await keysInBucket()).filter((k) => !before.includes(k))).toEqual([]);
  });

  it("refuses a finished answer longer than its question allows by what was read as it came in, and stores a sound-only one as audio", async () => {
    const candidate = await createCandidate();
    signInAs(candidate.id);
    const mock = await createReadyMock(candidate.id);
    const long = await sendWhole(webmLasting(200));
    seen.length = 0;
    const refused = await addVideo(new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm(mock.id, long.id) }));
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 422,
      body: { error: "An answer can be at most 180 seconds long", code: "ANSWER_TOO_LONG" },
    });
    expect(seen.filter((r) => r.copySource)).toEqual([]);

    const sound = await sendWhole(readFileSync(path.join(import.meta.dirname, "../../test/fixtures/media/answer-3s-audio.webm")));
    seen.length = 0;
    const res = await addVideo(new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm(mock.id, sound.id) }));
    expect(res.status, await res.clone().text()).toBe(200);
    const stored = await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id } });
    expect(seen.filter((r) => r.method === "GET" && r.path === `/${BUCKET}/${TUS_PREFIX}${sound.id}` && !r.query.uploadId)).toEqual([]);
    expect((await admin.send(new HeadObjectCommand({ Bucket: BUCKET, Key: stored.videoKey! }))).ContentType).toBe("audio/webm");
  });

  it("erases a candidate's unfinished uploads from tus's prefix, and nobody else's nor any stored file", async () => {
    const leaving = await createCandidate();
    const staying = await createCandidate();
    signInAs(leaving.id);
    const gone = await startUpload(2 * RESUMABLE_CHUNK_BYTES);
    signInAs(staying.id);
    const kept = await startUpload(2 * RESUMABLE_CHUNK_BYTES);
    await admin.send(new PutObjectCommand({ Bucket: BUCKET, Key: "answers/someone-else.webm", Body: "stored answer", ContentType: "video/webm" }));

    seen.length = 0;
    await eraseCandidate({ candidateId: leaving.id });
    const during = [...seen];
    const keys = await keysInBucket();
    expect(keys.filter((k) => k.includes(gone))).toEqual([]);
    expect(keys).toContain(`${TUS_PREFIX}${kept}.info`);
    expect(keys).toContain("answers/someone-else.webm");
    // The erasure listed tus's objects alone, not the whole bucket.
    const listings = during.filter((r) => r.method === "GET" && r.path.replace(/\/$/, "") === `/${BUCKET}` && r.query["list-type"] === "2");
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.map((r) => r.query.prefix)).toEqual(listings.map(() => TUS_PREFIX));
    // The other candidate's upload goes on where it was.
    signInAs(staying.id);
    const url = `http://localhost/api/uploads/resumable/${kept}`;
    expect(await heldOffset(url)).toBe(RESUMABLE_CHUNK_BYTES);
  });
});

function answerForm(mockId: string, uploadId: string): FormData {
  const form = new FormData();
  form.append("mock_id", mockId);
  form.append("qnum", "1");
  form.append("upload_id", uploadId);
  return form;
}

/** Creates an upload of `length` bytes for whoever is signed in and sends its first slice. */
async function startUpload(length: number): Promise<string> {
  const created = await createUpload(
    new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: { ...TUS, "upload-length": String(length) } }),
  );
  expect(created.status).toBe(201);
  const url = new URL(created.headers.get("location")!, "http://localhost").toString();
  const id = url.split("/").pop()!;
  expect((await patch(url, 0, new Uint8Array(randomBytes(RESUMABLE_CHUNK_BYTES)))).status).toBe(204);
  return id;
}

/** Creates an upload for whoever is signed in and sends all of `file`, slice after slice. */
async function sendWhole(file: Buffer): Promise<{ url: string; id: string }> {
  const created = await createUpload(
    new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: { ...TUS, "upload-length": String(file.length) } }),
  );
  expect(created.status, await created.clone().text()).toBe(201);
  const url = new URL(created.headers.get("location")!, "http://localhost").toString();
  const id = url.split("/").pop()!;
  for (let offset = 0; offset < file.length; offset += RESUMABLE_CHUNK_BYTES) {
    const res = await patch(url, offset, new Uint8Array(file.subarray(offset, offset + RESUMABLE_CHUNK_BYTES)));
    expect(res.status).toBe(204);
  }
  expect(await heldOffset(url)).toBe(file.length);
  return { url, id };
}

describe("the upload lock in PostgreSQL", () => {
  it("lets one request of two servers hold an upload, and makes the holder let go when the other asks", async () => {
    const serverA = new PostgresLocker({ connectionString: t.url() });
    const serverB = new PostgresLocker({ connectionString: t.url() });
    try {
      const held = serverA.newLock("upload-1");
      const events: string[] = [];
      await held.lock(new AbortController().signal, async () => {
        events.push("A asked to let go");
        await held.unlock();
      });
      // Another upload is not held up by it.
      const other = serverB.newLock("upload-2");
      await other.lock(new AbortController().signal, () => undefined);
      await other.unlock();

      const taken = serverB.newLock("upload-1");
      await taken.lock(new AbortController().signal, () => undefined);
      events.push("B holds it");
      expect(events).toEqual(["A asked to let go", "B holds it"]);

      // Held by B, and A's next request gives up at its deadline when B does not let go.
      const impatient = new PostgresLocker({ connectionString: t.url(), acquireLockTimeoutMs: 300 });
      await expect(impatient.newLock("upload-1").lock(new AbortController().signal, () => undefined)).rejects.toMatchObject({ status_code: 500 });
      await impatient.close();
      await taken.unlock();
    } finally {
      await serverA.close();
      await serverB.close();
    }
  });

  it("gives an upload asked for by five requests at once to exactly one at a time", async () => {
    const lockers = Array.from({ length: 5 }, () => new PostgresLocker({ connectionString: t.url() }));
    let inside = 0;
    let most = 0;
    try {
      await Promise.all(
        lockers.map(async (locker) => {
          const lock = locker.newLock("upload-burst");
          await lock.lock(new AbortController().signal, () => undefined);
          inside++;
          most = Math.max(most, inside);
          await new Promise((resolve) => setImmediate(resolve));
          inside--;
          await lock.unlock();
        }),
      );
      expect(most).toBe(1);
    } finally {
      await Promise.all(lockers.map((l) => l.close()));
    }
  });
});
