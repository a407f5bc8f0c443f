// POST /api/uploads/probe behind the server in front of Next.js (scripts/serve.ts), as in
// production: a probe is counted and thrown away; hostile bodies (announced huge, chunked past the
// cap, never ending) are refused with 413 as soon as they show it, their connection closed, and
// the server's memory does not grow with what they send; the probe is limited per candidate and
// per address.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPeerAddressServer } from "@/lib/http/peer-address-server";
import { UPLOAD_PROBE_BYTES, UPLOAD_PROBE_LIMITS, UPLOAD_PROBE_MAX_BYTES } from "@/lib/uploads/upload-probe";
import { createCandidate } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";
import { POST } from "./route";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

useTestDatabase();

/** Hands the request to the route as Next.js does: the IncomingMessage as the streamed body. */
async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const v of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, v);
  const request = new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers,
    body: req as unknown as ReadableStream,
    duplex: "half",
  } as RequestInit);
  const response = await POST(request);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

let front: http.Server;
let port: number;
/** The server's side of each connection still open: what it has read and not let go of counts as held. */
const open = new Set<Socket>();

/** Resolves once the server has closed every connection it had. */
async function serverSocketsClosed(): Promise<void> {
  await Promise.all([...open].map((socket) => new Promise((resolve) => (socket.closed ? resolve(undefined) : socket.once("close", resolve)))));
}

beforeAll(async () => {
  front = createPeerAddressServer(handle);
  front.on("connection", (socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  port = (front.address() as AddressInfo).port;
});

afterAll(async () => {
  front.closeAllConnections();
  await new Promise((resolve) => front.close(resolve));
});

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

function post(body: Buffer, options: { chunked?: boolean } = {}): Promise<Answer> {
  const length = options.chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(body.length) };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: "/api/uploads/probe", method: "POST", agent: false, headers: { "content-type": "application/octet-stream", ...length } },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, body: text, headers: res.headers }));
      },
    );
    req.on("error", reject);
    if (!options.chunked) return void req.end(body);
    // In pieces, as a phone's network delivers them.
    for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.subarray(at, at + 16 * 1024));
    req.end();
  });
}

type Refusal = { status: number; body: string; msAfterLimit: number; sentBytes: number };

/**
 * A chunked body that never ends on its own (up to `total` bytes, far past the cap): notes when
 * the bytes sent pass the cap, when the answer comes, and that the server then closes the connection.
 */
function endless(total: number, announced?: number): Promise<Refusal> {
  const length = announced ? { "content-length": String(announced) } : { "transfer-encoding": "chunked" };
  return new Promise((resolve, reject) => {
    let crossedAt = 0;
    let sent = 0;
    let answered: { status: number; body: string; at: number } | null = null;
    const req = http.request({
      host: "127.0.0.1",
      port,
      path: "/api/uploads/probe",
      method: "POST",
      agent: false,
      headers: { "content-type": "application/octet-stream", ...length },
    });
    req.on("error", () => undefined); // the server cuts the rest off
    req.on("response", (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => (answered = { status: res.statusCode!, body, at: Date.now() }));
    });
    req.on("socket", (socket) =>
      socket.once("close", () => {
        if (!answered) return reject(new Error("the connection closed without an answer"));
        resolve({ status: answered.status, body: answered.body, msAfterLimit: answered.at - crossedAt, sentBytes: sent });
      }),
    );
    const chunk = Buffer.alloc(64 * 1024, 0xa5);
    const send = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!crossedAt && sent > UPLOAD_PROBE_MAX_BYTES) crossedAt = Date.now();
        if (!req.write(chunk)) return void req.once("drain", send);
      }
      if (!answered) req.end();
    };
    send();
  });
}

/** Memory the process holds after a full collection (heap and buffers). */
function heldBytes(): number {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

describe("POST /api/uploads/probe", () => {
  beforeAll(async () => {
    signInAs((await createCandidate()).id);
    await post(Buffer.alloc(1024)); // the route's code loaded once, so timings measure the refusal alone
  });

  it("counts a 1 MB probe of noise and keeps none of it", async () => {
    const probe = Buffer.alloc(UPLOAD_PROBE_BYTES);
    for (let i = 0; i < probe.length; i++) probe[i] = (i * 2654435761) >>> 24;
    const answer = await post(probe);
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: UPLOAD_PROBE_BYTES });
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("counts a probe sent in chunks without Content-Length just the same", async () => {
    const answer = await post(Buffer.alloc(300_000, 1), { chunked: true });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: 300_000 });
  });

  it("refuses a body announced past the cap with 413 before reading it", async () => {
    const refused = await endless(64 * 1024 * 1024, 500 * 1024 * 1024);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ error: "The request body is too large", code: "BODY_TOO_LARGE" });
    // Answered before the cap was even reached on the wire.
    expect(refused.sentBytes).toBeLessThan(64 * 1024 * 1024);
  });

  it(
    "refuses a chunked body that never ends with 413 within a second of passing the cap, its connection closed, memory flat",
    { timeout: 60_000 },
    async () => {
      const three = () => Promise.all([endless(30 * 1024 * 1024), endless(30 * 1024 * 1024), endless(30 * 1024 * 1024)]);
      // A first round loads what any refusal needs once (its code, its log line); the second must hold nothing more.
      await three();
      await serverSocketsClosed();
      const before = heldBytes();
      const refusals = await three();
      for (const refusal of refusals) {
        expect(refusal.status, refusal.body).toBe(413);
        expect(JSON.parse(refusal.body)).toEqual({ error: "The request body is too large", code: "BODY_TOO_LARGE" });
        expect(refusal.msAfterLimit, "ms from passing the cap to the answer").toBeLessThanOrEqual(1000);
        // Cut off long before the 30 MB it would have sent.
        expect(refusal.sentBytes).toBeLessThan(20 * 1024 * 1024);
      }
      // Three more bodies of up to 30 MB came and went: once their connections are gone, none of it is held.
      await serverSocketsClosed();
      // The bound every route's fuzz test holds to (app/api/routes.fuzz.integration.test.ts): 90 MB sent, a few MB of noise from whatever else the process did.
      expect(heldBytes() - before).toBeLessThan(20 * 1024 * 1024);
    },
  );

  it("limits probes per candidate: the one past the limit is refused with 429 and Retry-After", async () => {
    signInAs((await createCandidate()).id);
    const answers: Answer[] = [];
    for (let i = 0; i <= UPLOAD_PROBE_LIMITS.perCandidate.limit; i++) answers.push(await post(Buffer.alloc(1024)));
    expect(answers.slice(0, -1).map((a) => a.status)).toEqual(Array(UPLOAD_PROBE_LIMITS.perCandidate.limit).fill(200));
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(JSON.parse(last.body)).toMatchObject({ error: "Too many speed checks. Please try again in a few minutes." });
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits probes per address for a caller without a session (an interview's e-mailed link)", async () => {
    signInAs(null);
    // This address already spent some probes above: it runs out exactly at its own limit.
    const statuses: number[] = [];
    for (let i = 0; i < UPLOAD_PROBE_LIMITS.perIp.limit + 1; i++) statuses.push((await post(Buffer.alloc(16))).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(UPLOAD_PROBE_LIMITS.perIp.limit);
  });
});
