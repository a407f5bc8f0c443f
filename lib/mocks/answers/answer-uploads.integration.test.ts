// 200 recorded answers of 1 MB arrive at once (200 MB in all): every one is stored byte for byte,
// none is lost, no upload is read from its request faster than storage takes it, and the process
// does not grow with what passes through it. Once on local disk, once on S3 (s3rver in its own
// process, so its memory is not counted as ours).
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { resetEnvForTests } from "@/lib/env";
import { resetStorageForTests, storage, type StorageDriver } from "@/lib/storage";
import { createCandidate } from "@/test/factories";
import { createReadyMock, fakeWebm } from "@/test/mock-interview";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

const MiB = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024; // what a socket typically hands over at a time
const UPLOADS = 200;
const ANSWER_BYTES = 1 * MiB;
const CHUNK = fakeWebm(CHUNK_BYTES); // starts with WebM's magic bytes

/** Per upload: bytes made by the request stream, bytes storage has taken, and the widest gap seen. */
type Flow = { produced: number; stored: number; maxAhead: number; hash: ReturnType<typeof createHash> };

/**
 * A multipart request whose body is made chunk by chunk as the server reads it. Every chunk is
 * stamped with the upload's number and its own index, so a lost, repeated or misplaced chunk
 * changes the stored file's hash; the upload's number also sits at byte 8 of the file, where the
 * storage spy reads it.
 */
function answerRequest(mockId: string, qnum: number, upload: number, size: number, flow: Flow): Request {
  const boundary = `----answer${upload}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="mock_id"\r\n\r\n${mockId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="qnum"\r\n\r\n${qnum}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="answer"; filename="a.webm"\r\nContent-Type: video/webm\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let index = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index === -1) {
        controller.enqueue(new Uint8Array(head));
      } else if (flow.produced < size) {
        const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size - flow.produced));
        CHUNK.copy(chunk, 0, 0, chunk.length);
        chunk.writeUInt32BE(upload, 8);
        chunk.writeUInt32BE(index, 12);
        flow.hash.update(chunk);
        flow.produced += chunk.length;
        flow.maxAhead = Math.max(flow.maxAhead, flow.produced - flow.stored);
        controller.enqueue(chunk);
      } else {
        controller.enqueue(new Uint8Array(tail));
        controller.close();
      }
      index++;
    },
  });
  return new Request("http://localhost/api/mock/add-mock-video", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
}

/** Counts, per upload, the bytes the storage driver has taken from the stream it was given. */
function spyOnStorage(flows: Map<number, Flow>): () => void {
  const driver = storage();
  const put = driver.put.bind(driver);
  driver.put = (key, body, options) => {
    if (Buffer.isBuffer(body)) return put(key, body, options);
    let flow: Flow | undefined;
    const counter = new Transform({
      highWaterMark: 1,
      transform(chunk: Buffer, _encoding, done) {
        flow ??= flows.get(chunk.readUInt32BE(8));
        if (flow) flow.stored += chunk.length;
        done(null, chunk);
      },
    });
    (body as Readable).once("error", (error) => counter.destroy(error));
    return put(key, (body as Readable).pipe(counter), options);
  };
  return () => {
    driver.put = put as StorageDriver["put"];
  };
}

async function sendAll(jobs: { mockId: string; qnum: number }[], size: number, flows: Map<number, Flow>, first: number) {
  return Promise.all(
    jobs.map(async (job, i) => {
      const flow: Flow = { produced: 0, stored: 0, maxAhead: 0, hash: createHash("sha256") };
      flows.set(first + i, flow);
      const res = await addVideo(answerRequest(job.mockId, job.qnum, first + i, size, flow));
      return { ...job, upload: first + i, status: res.status, flow };
    }),
  );
}

async function answerJobs(candidateId: string, count: number) {
  const mocks = await Promise.all(Array.from({ length: count / 50 }, () => createReadyMock(candidateId, { questions: 50 })));
  return mocks.flatMap((m) => Array.from({ length: 50 }, (_, i) => ({ mockId: m.id, qnum: i + 1 })));
}

async function sha256Of(key: string): Promise<string> {
  const file = await storage().get(key);
  const hash = createHash("sha256");
  for await (const chunk of file!.body) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function uploadAtOnce() {
  const { id } = await createCandidate();
  signInAs(id);
  const flows = new Map<number, Flow>();
  const restore = spyOnStorage(flows);
  try {
    // Warm-up at the same concurrency (200 uploads in flight; smaller answers, the same chunks):
    // code compiled, connection pools, socket and allocator buffers for 200 uploads grown, so
    // what follows measures growth with the bytes passed, not the cost of being ready.
    const warm = await sendAll(await answerJobs(id, UPLOADS), ANSWER_BYTES, flows, 0);
    expect(warm.filter((r) => r.status !== 200)).toEqual([]);

    // Two measured rounds of 200 MB each. Not collected first: a forced collection shrinks the
    // heap below where the process runs, and regrowing it to its working size would count as
    // growth. Uncollected garbage makes one round's peak noisy on a busy machine, so the smaller
    // of the two counts: bytes kept across uploads would show in both (and grow in the second).
    const measured = async (first: number) => {
      const jobs = await answerJobs(id, UPLOADS);
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const results = await sendAll(jobs, ANSWER_BYTES, flows, first);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      return { results, growth: (peak - before) / MiB };
    };
    const one = await measured(UPLOADS);
    const two = await measured(2 * UPLOADS);
    expect(two.results.filter((r) => r.status !== 200)).toEqual([]);
    expectBackPressure(two.results);
    return { results: one.results, rssGrowth: Math.min(one.growth, two.growth) };
  } finally {
    restore();
  }
}

async function expectAllStored(results: Awaited<ReturnType<typeof uploadAtOnce>>["results"]) {
  expect(results.filter((r) => r.status !== 200)).toEqual([]);
  const rows = await t.db().mockAnswer.findMany({
    where: { mockId: { in: [...new Set(results.map((r) => r.mockId))] } },
    select: { videoKey: true, sizeBytes: true, question: { select: { mockId: true, position: true } } },
  });
  expect(rows).toHaveLength(UPLOADS);
  const keyOf = new Map(rows.map((r) => [`${r.question.mockId}/${r.question.position}`, r]));
  const mismatched: number[] = [];
  for (const r of results) {
    const row = keyOf.get(`${r.mockId}/${r.qnum}`)!;
    if (row.sizeBytes !== ANSWER_BYTES || (await sha256Of(row.videoKey!)) !== r.flow.hash.digest("hex")) mismatched.push(r.upload);
  }
  expect(mismatched).toEqual([]);
}

/**
 * Back-pressure, measured per upload as the gap between what the request stream was asked for and
 * what storage had taken: the request stream's one queued chunk, the multipart reader's chunk, the
 * one-chunk buffer before storage and the spy's own. A path that buffered would show the whole
 * answer (16 chunks) here.
 */
function expectBackPressure(results: Awaited<ReturnType<typeof uploadAtOnce>>["results"]) {
  const widest = Math.max(...results.map((r) => r.flow.maxAhead));
  expect(widest / CHUNK_BYTES).toBeLessThanOrEqual(5);
}

// RSS growth under 30 MB while 200 MB pass through (the bar), measured from the end of the
// warm-up: the process's working size for 200 uploads in flight (a few 64 KB chunks each, plus
// garbage awaiting collection) was reached there, so growth past it means bytes kept across
// uploads (the smaller of two measured rounds, see uploadAtOnce). Seen here: 7-16 MB, and once 41 MB
// in one round on a machine running the whole suite. This bound alone would not catch an upload path that buffers each
// answer whole (the warm-up grows to that size too, and the freed memory is reused: tried, it
// passed at 15 MB); the back-pressure check above is the one that does (it then reads 16 chunks).
const RSS_GROWTH_MAX_MB = 30;

describe("200 answers uploaded at once", () => {
  it("on local disk: all stored byte for byte, read no faster than stored, memory flat", async () => {
    const { results, rssGrowth } = await uploadAtOnce();
    await expectAllStored(results);
    expectBackPressure(results);
    expect(rssGrowth).toBeLessThan(RSS_GROWTH_MAX_MB);
  }, 120_000);

  describe("on S3 (s3rver in another process)", () => {
    let child: ChildProcess;
    let dir: string;
    const vars = ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"];

    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), "s3rver-answers-"));
      const script = `const S3rver = require("s3rver");
        new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: ${JSON.stringify(dir)} }).run().then(({ port }) => console.log("PORT " + port));`;
      child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
      const port = await new Promise<number>((resolve, reject) => {
        child.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
        child.stdout!.on("data", (data: Buffer) => {
          const match = /PORT (\d+)/.exec(data.toString());
          if (match) resolve(Number(match[1]));
        });
      });
      const endpoint = `http://127.0.0.1:${port}`;
      Object.assign(process.env, {
        S3_BUCKET: "answers",
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "1",
      });
      resetEnvForTests();
      resetStorageForTests();
      const admin = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
      await admin.send(new CreateBucketCommand({ Bucket: "answers" }));
      admin.destroy();
    });

    afterAll(async () => {
      for (const name of vars) delete process.env[name];
      resetEnvForTests();
      resetStorageForTests();
      child?.kill();
      await rm(dir, { recursive: true, force: true });
    });

    it("all stored byte for byte, read no faster than stored, memory flat", async () => {
      expect(storage().name).toBe("s3");
      const { results, rssGrowth } = await uploadAtOnce();
      await expectAllStored(results);
      expectBackPressure(results);
      expect(rssGrowth).toBeLessThan(RSS_GROWTH_MAX_MB);
    }, 180_000);
  });
});
