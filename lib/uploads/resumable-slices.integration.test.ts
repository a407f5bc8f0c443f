// Many answers' slices arriving at once at the server in front of Next.js (scripts/serve.ts),
// which answers the tus endpoint itself. Every upload is stored byte for byte, and what the store
// writes are the very buffers Node.js read from the sockets: no slice is copied on its way to the
// disk, because the copies of 50 answers at once were most of the server's memory growth
// (docs/performance.md, "Answer uploads").
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { createCandidate } from "@/test/factories";
import { closeResumableFront, resumableFront, sessionCookieFor } from "@/test/resumable-front";
import { useTestDatabase } from "@/test/db";
import { resumableParts } from "./resumable";
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_PATH } from "./resumable-protocol";

useTestDatabase();

const UPLOADS = 50;
const ANSWER_BYTES = 2 * RESUMABLE_CHUNK_BYTES + 123_457; // three slices, the last one short
let TUS: Record<string, string> = { "tus-resumable": "1.0.0" };

/** Every buffer Node.js handed a request's body in: what the socket delivered. */
const delivered = new WeakSet<ArrayBufferLike>();

/** Notes each body buffer Node.js emits for the request, before anything reads it. */
function noteDelivered(req: http.IncomingMessage) {
  const emit = req.emit;
  req.emit = function (this: http.IncomingMessage, event: string | symbol, ...args: unknown[]) {
    if (event === "data") delivered.add((args[0] as Buffer).buffer);
    return emit.call(this, event, ...args);
  } as typeof req.emit;
}

/** The store's writes, counted by whether each chunk is a buffer Node.js delivered or a copy. */
const written = { delivered: 0, copied: 0 };
function watchStoreWrites() {
  const { store } = resumableParts();
  const write = store.write.bind(store);
  vi.spyOn(store, "write").mockImplementation((stream: Readable, id: string, offset: number) => {
    const tap = new PassThrough();
    stream.on("data", (chunk: Buffer) => (delivered.has(chunk.buffer) ? written.delivered++ : written.copied++));
    stream.pipe(tap);
    stream.once("error", (error) => tap.destroy(error));
    return write(tap, id, offset);
  });
}

let base: string;
beforeAll(async () => {
  const front = await resumableFront();
  front.server.prependListener("request", noteDelivered);
  base = front.base;
});
afterAll(() => closeResumableFront());

/** A distinct answer per upload: its number and each 4-byte word's index all through it. */
function answerFor(upload: number): Buffer {
  const bytes = Buffer.alloc(ANSWER_BYTES);
  for (let at = 0; at + 8 <= ANSWER_BYTES; at += 8) {
    bytes.writeUInt32BE(upload, at);
    bytes.writeUInt32BE(at, at + 4);
  }
  return bytes;
}

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Sends one answer as the browser does: created, then PATCHed slice after slice. */
async function sendAnswer(answer: Buffer): Promise<string> {
  const created = await fetch(`${base}${RESUMABLE_PATH}`, { method: "POST", headers: { ...TUS, "upload-length": String(answer.length) } });
  expect(created.status, await created.clone().text()).toBe(201);
  const location = created.headers.get("location")!;
  for (let offset = 0; offset < answer.length; offset += RESUMABLE_CHUNK_BYTES) {
    const slice = answer.subarray(offset, offset + RESUMABLE_CHUNK_BYTES);
    const headers = {
      ...TUS,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    };
    const res = await fetch(new URL(location, base), { method: "PATCH", headers, body: new Uint8Array(slice) });
    expect(res.status, await res.text()).toBe(204);
    expect(res.headers.get("upload-offset")).toBe(String(offset + slice.length));
  }
  return location.split("/").pop()!;
}

describe("answers' slices arriving at once", () => {
  beforeAll(async () => {
    TUS = { ...TUS, cookie: await sessionCookieFor((await createCandidate()).id) };
    watchStoreWrites();
  });

  it(`stores ${UPLOADS} uploads byte for byte, writing the buffers the sockets delivered without copying them`, { timeout: 120_000 }, async () => {
    const answers = Array.from({ length: UPLOADS }, (_, n) => answerFor(n + 1));
    written.delivered = written.copied = 0;
    const ids = await Promise.all(answers.map((answer) => sendAnswer(answer)));
    expect(new Set(ids).size).toBe(UPLOADS);
    const stored = await Promise.all(ids.map(async (id) => sha(await readFile(path.join(env().dataDir, "tus", id)))));
    expect(stored).toEqual(answers.map(sha));
    expect(written.copied).toBe(0);
    expect(written.delivered).toBeGreaterThanOrEqual((UPLOADS * ANSWER_BYTES) / (64 * 1024));
  });

  it("stores a slice sent twice at once exactly once: one PATCH is taken, the other refused", { timeout: 60_000 }, async () => {
    const answer = answerFor(7_777);
    const created = await fetch(`${base}${RESUMABLE_PATH}`, { method: "POST", headers: { ...TUS, "upload-length": String(answer.length) } });
    const url = new URL(created.headers.get("location")!, base);
    const slice = answer.subarray(0, RESUMABLE_CHUNK_BYTES);
    const headers = { ...TUS, "upload-offset": "0", "content-type": "application/offset+octet-stream" };
    const statuses = await Promise.all([0, 1].map(() => fetch(url, { method: "PATCH", headers, body: new Uint8Array(slice) }).then((res) => res.status)));
    const head = await fetch(url, { method: "HEAD", headers: TUS });
    const id = url.pathname.split("/").pop()!;
    const held = await readFile(path.join(env().dataDir, "tus", id));
    expect({ statuses: statuses.toSorted(), offset: head.headers.get("upload-offset"), held: sha(held) }).toEqual({
      statuses: [204, 409],
      offset: String(slice.length),
      held: sha(slice),
    });
  });
});
