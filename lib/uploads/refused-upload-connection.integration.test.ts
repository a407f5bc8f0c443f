// A refused upload must not stall its keep-alive connection: the route handlers run in a real
// node http server that hands them the request the way Next.js does (the IncomingMessage as a
// streamed body), and one keep-alive socket carries a refused upload and then the next request.
// An upload sent without Content-Length that grows past its limit is refused as soon as it does,
// behind the server in front of Next.js: 413 within a second, the connection closed, nothing kept.
import { readdir } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as postQuickApply } from "@/app/api/jobs/quick-apply/route";
import { POST as postWebhook } from "@/app/api/payment/webhook/route";
import { POST as postCv } from "@/app/api/users/onboarding/cv/route";
import { POST as postPhoto } from "@/app/api/users/onboarding/photo/route";
import { POST as postPicture } from "@/app/api/users/profile-picture/route";
import { POST as postResume } from "@/app/api/users/resume/route";
import { env } from "@/lib/env";
import { createPeerAddressServer } from "@/lib/http/peer-address-server";
import { WEBHOOK_MAX_BYTES } from "@/lib/payments/webhook";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { createCandidate } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

useTestDatabase();

const routes: Record<string, (req: Request) => Promise<Response>> = {
  "/picture": postPicture,
  "/resume": postResume,
  "/onboarding-photo": postPhoto,
  "/onboarding-cv": postCv,
  "/quick-apply": postQuickApply,
  "/webhook": postWebhook,
  "/ping": async () => Response.json({ ok: true }),
};

/** Hands the request to its route as Next.js does: the IncomingMessage as the streamed body. */
async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const request = new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers,
    ...(hasBody ? { body: req as unknown as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
  const response = await routes[req.url ?? ""]!(request);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

let server: http.Server;
let port: number;
/** The same routes behind the server in front of Next.js in production (scripts/serve.ts). */
let front: http.Server;
let frontPort: number;

async function listen(s: http.Server): Promise<number> {
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return (s.address() as AddressInfo).port;
}

beforeAll(async () => {
  server = http.createServer((req, res) => void handle(req, res));
  port = await listen(server);
  front = createPeerAddressServer(handle);
  frontPort = await listen(front);
});

afterAll(async () => {
  for (const s of [server, front]) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

type Answer = { status: number; body: string; reusedSocket: boolean };

function send(agent: http.Agent, path: string, options: { headers?: Record<string, string>; body?: Buffer; via?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: options.via ?? port, path, method: options.body ? "POST" : "GET", agent, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString(), reusedSocket: req.reusedSocket }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

function multipart(field: string, filename: string, bytes: Buffer) {
  const boundary = "----hireready-test-boundary";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(body.length) }, body };
}

/** A refused upload, then a small request on the same keep-alive agent (to `via`, the plain server unless given). */
async function refusedThenNext(path: string, upload: { headers: Record<string, string>; body: Buffer }, via?: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await send(agent, path, { ...upload, via });
    const next = await send(agent, "/ping", { via });
    return { refused, next };
  } finally {
    agent.destroy();
  }
}

describe("a refused upload leaves its keep-alive connection usable", () => {
  beforeAll(async () => {
    const me = await createCandidate({ onboardingStep: "onboarding_five" });
    signInAs(me.id);
  });

  it("answers the next request at once after a file of the wrong type (read only to its first bytes)", async () => {
    const text = Buffer.alloc(400_000, "not an image, just a long letter. ");
    const { refused, next } = await refusedThenNext("/picture", multipart("profilePicture", "me.png", text));
    expect(refused.status).toBe(415);
    expect(next).toMatchObject({ status: 200, body: '{"ok":true}', reusedSocket: true });
  });

  it("answers the next request at once after a CV refused by its announced size", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const { refused, next } = await refusedThenNext("/resume", multipart("resume", "cv.pdf", big));
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ error: "File size should be under 2048KB", code: "FILE_TOO_LARGE" });
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
  });

  it("answers the next request at once after a quick-apply resume that is not a PDF", async () => {
    const text = Buffer.alloc(400_000, "plain text with a .pdf name. ");
    const { refused, next } = await refusedThenNext("/quick-apply", multipart("resume", "cv.pdf", text));
    expect(refused.status).toBe(415);
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
  });

  it("closes the connection of a raw photo body that grows past the limit, and answers the next request at once on a new one", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(900_000, 7)]);
    const headers = { "content-type": "image/png", "transfer-encoding": "chunked" };
    const { refused, next } = await refusedThenNext("/onboarding-photo", { headers, body: png }, frontPort);
    expect(refused.status).toBe(413);
    expect(next).toMatchObject({ status: 200, reusedSocket: false });
  });

  it("answers the next request at once after an upload refused before its body is read (step already done, signed out)", async () => {
    const photo = multipart("profilePicture", "me.png", Buffer.alloc(300_000, 7));
    const done = await createCandidate({ onboardingStep: "onboarding_eight" });
    signInAs(done.id);
    const late = await refusedThenNext("/onboarding-photo", photo);
    expect(late.refused.status).toBe(409);
    expect(late.next).toMatchObject({ status: 200, reusedSocket: true });
    signInAs(null);
    const signedOut = await refusedThenNext("/picture", photo);
    expect(signedOut.refused.status).toBe(401);
    expect(signedOut.next).toMatchObject({ status: 200, reusedSocket: true });
  });
});

/** Files under the storage folder (temp files of uploads in progress included). */
async function storedFiles(): Promise<number> {
  const entries = await readdir(path.join(env().dataDir, "uploads"), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

type ChunkedRefusal = { status: number; body: string; msAfterLimit: number; closed: boolean };

/**
 * Sends a form whose file never ends (up to 30 MB), in chunks without Content-Length, to the
 * server in front of the routes; notes when the bytes sent pass `limit`, when the answer comes and
 * whether the server then closes the connection.
 */
function chunkedUpload(route: string, field: string, filename: string, magic: Buffer, limit: number): Promise<ChunkedRefusal> {
  const boundary = "----hireready-chunked";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const total = 30 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    let crossedAt = 0;
    let answered: { status: number; body: string; at: number } | null = null;
    const req = http.request({
      host: "127.0.0.1",
      port: frontPort,
      path: route,
      method: "POST",
      agent: false,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
    });
    req.on("error", () => undefined); // the server cuts the rest of the body off
    req.on("response", (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => (answered = { status: res.statusCode!, body, at: Date.now() }));
    });
    req.on("socket", (socket) => {
      socket.once("close", () => {
        if (!answered) return reject(new Error(`${route}: the connection closed without an answer`));
        resolve({ status: answered.status, body: answered.body, msAfterLimit: answered.at - crossedAt, closed: true });
      });
    });
    let sent = 0;
    const send = () => {
      while (!answered && sent < total) {
        const chunk = sent === 0 ? Buffer.concat([head, magic, Buffer.alloc(64 * 1024 - head.length - magic.length, 0x20)]) : Buffer.alloc(64 * 1024, 0x20);
        sent += chunk.length;
        if (!crossedAt && sent > limit) crossedAt = Date.now();
        if (!req.write(chunk)) return void req.once("drain", send);
      }
      if (!answered) req.end();
    };
    send();
  });
}

describe("an upload without Content-Length that grows past its limit", () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const PDF = Buffer.from("%PDF-1.4\n");
  const OVERHEAD = 16 * 1024;
  const cases = [
    {
      name: "the onboarding photo",
      route: "/onboarding-photo",
      field: "profilePicture",
      magic: PNG,
      maxBytes: UPLOAD_KINDS.onboardingPhoto.maxBytes,
      as: "onboarding_five",
    },
    { name: "the onboarding CV", route: "/onboarding-cv", field: "resume", magic: PDF, maxBytes: UPLOAD_KINDS.cv.maxBytes, as: "onboarding_six" },
    {
      name: "the profile picture",
      route: "/picture",
      field: "profilePicture",
      magic: PNG,
      maxBytes: UPLOAD_KINDS.profilePhoto.maxBytes,
      as: "onboarding_eight",
    },
    { name: "the resume", route: "/resume", field: "resume", magic: PDF, maxBytes: UPLOAD_KINDS.cv.maxBytes, as: "onboarding_eight" },
    { name: "quick apply signed in", route: "/quick-apply", field: "resume", magic: PDF, maxBytes: UPLOAD_KINDS.cv.maxBytes, as: "onboarding_eight" },
    { name: "quick apply signed out", route: "/quick-apply", field: "resume", magic: PDF, maxBytes: UPLOAD_KINDS.cv.maxBytes, as: null },
  ] as const;

  // Each route's code loaded and run once (a form refused by its announced size), so the bound measures the refusal alone.
  beforeAll(async () => {
    signInAs((await createCandidate({ onboardingStep: "onboarding_five" })).id);
    for (const route of [...new Set(cases.map((c) => c.route)), "/webhook"]) {
      const agent = new http.Agent();
      await send(agent, route, { ...multipart("resume", "cv.pdf", Buffer.alloc(8 * 1024 * 1024, 0x20)), via: frontPort }).catch(() => undefined);
      agent.destroy();
    }
  });

  for (const c of cases) {
    it(`is refused with 413 within a second of passing the limit, its connection closed and nothing kept: ${c.name}`, { timeout: 60_000 }, async () => {
      signInAs(c.as ? (await createCandidate({ onboardingStep: c.as })).id : null);
      const before = await storedFiles();
      const refusal = await chunkedUpload(c.route, c.field, c.magic === PNG ? "me.png" : "cv.pdf", c.magic, c.maxBytes + OVERHEAD);
      expect(refusal.status, refusal.body).toBe(413);
      expect(JSON.parse(refusal.body)).toMatchObject({
        [c.route === "/quick-apply" ? "message" : "error"]: `File size should be under ${Math.floor(c.maxBytes / 1024)}KB`,
      });
      expect(refusal.msAfterLimit, "ms from passing the limit to the answer").toBeLessThanOrEqual(1000);
      expect(refusal.closed).toBe(true);
      expect(await storedFiles()).toBe(before);
    });
  }

  it("is refused with 413 within a second of passing 1 MB, its connection closed, on the public payment webhook", { timeout: 60_000 }, async () => {
    signInAs(null);
    const refusal = await chunkedUpload("/webhook", "event", "event.json", Buffer.from("{"), WEBHOOK_MAX_BYTES);
    expect(refusal.status, refusal.body).toBe(413);
    expect(JSON.parse(refusal.body)).toEqual({ error: "The request body is too large", code: "BODY_TOO_LARGE" });
    expect(refusal.msAfterLimit, "ms from passing the limit to the answer").toBeLessThanOrEqual(1000);
    expect(refusal.closed).toBe(true);
  });
});
