// Resumable uploads on the S3 driver: the bytes wait in the bucket (@tus/s3-store), so any app
// server can take the next slice, and the upload's lock is PostgreSQL's, so two servers never
// write one upload at once and a request on one server makes the other let go. Against s3rver.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { POST as createUpload } from "@/app/api/uploads/resumable/route";
import { HEAD as headUpload, PATCH as patchUpload } from "@/app/api/uploads/resumable/[id]/route";
import { resetEnvForTests } from "@/lib/env";
import { resetStorageForTests, storage } from "@/lib/storage";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { createReadyMock } from "@/test/mock-interview";
import { addPartListing } from "@/test/s3rver-multipart";
import { signInAs } from "@/test/signed-in-as";
import { PostgresLocker } from "./postgres-locker";
import { resetResumablePartsForTests, S3_PART_BYTES } from "./resumable";
import { RESUMABLE_CHUNK_BYTES } from "./resumable-protocol";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const TUS = { "tus-resumable": "1.0.0" };
const BUCKET = "tus-answers";
const S3_VARS = { S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

let s3rver: S3rver | undefined;
let dir = "";
let admin: S3Client;

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
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  setEnv({ ...S3_VARS, S3_ENDPOINT: endpoint });
  admin = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  admin?.destroy();
  setEnv({ S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: undefined });
  await s3rver?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const params = (id: string) => ({ params: Promise.resolve({ id }) }) as never;

async function heldOffset(url: string, id: string): Promise<number> {
  const res = await headUpload(new Request(url, { method: "HEAD", headers: TUS }), params(id));
  expect(res.status).toBe(200);
  return Number(res.headers.get("upload-offset"));
}

function patch(url: string, id: string, offset: number, body: ReadableStream<Uint8Array> | Uint8Array) {
  return patchUpload(
    new Request(url, { method: "PATCH", headers: { ...TUS, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }, body, duplex: "half" } as RequestInit),
    params(id),
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
    const created = await createUpload(new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: { ...TUS, "upload-length": String(file.length) } }));
    expect(created.status, await created.clone().text()).toBe(201);
    const url = new URL(created.headers.get("location")!, "http://localhost").toString();
    const id = url.split("/").pop()!;

    // Three whole slices (6 MB: one S3 part of 5 MB and 1 MB waiting for the next), then a slice cut off part-way.
    let offset = 0;
    for (let i = 0; i < 3; i++, offset += RESUMABLE_CHUNK_BYTES) {
      const res = await patch(url, id, offset, new Uint8Array(file.subarray(offset, offset + RESUMABLE_CHUNK_BYTES)));
      expect(res.status).toBe(204);
    }
    expect(await heldOffset(url, id)).toBe(3 * RESUMABLE_CHUNK_BYTES);
    const cut = await patch(url, id, offset, cutAfter(new Uint8Array(file.subarray(offset, offset + 1_000_000))));
    expect(cut.status).toBeGreaterThanOrEqual(400);
    // On S3 a cut slice loses what waited for a whole part: the upload goes on from the last whole part.
    const held = await heldOffset(url, id);
    expect(held).toBe(S3_PART_BYTES);

    // Another app server (a store and a lock of its own) takes the rest from there.
    await resetResumablePartsForTests();
    expect(await heldOffset(url, id)).toBe(held);
    for (offset = held; offset < file.length; offset += RESUMABLE_CHUNK_BYTES) {
      const res = await patch(url, id, offset, new Uint8Array(file.subarray(offset, offset + RESUMABLE_CHUNK_BYTES)));
      expect(res.status).toBe(204);
    }
    expect(await heldOffset(url, id)).toBe(file.length);
    expect(await keysInBucket()).toContain(id);

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
    expect((await keysInBucket()).filter((key) => key.startsWith(id))).toEqual([]);
  });
});

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
