// A refused upload must not stall its keep-alive connection: the route handlers run in a real
// node http server that hands them the request the way Next.js does (the IncomingMessage as a
// streamed body), and one keep-alive socket carries a refused upload and then the next request.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as postQuickApply } from "@/app/api/jobs/quick-apply/route";
import { POST as postPhoto } from "@/app/api/users/onboarding/photo/route";
import { POST as postPicture } from "@/app/api/users/profile-picture/route";
import { POST as postResume } from "@/app/api/users/resume/route";
import { createCandidate } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

useTestDatabase();

const routes: Record<string, (req: Request) => Promise<Response>> = {
  "/picture": postPicture,
  "/resume": postResume,
  "/onboarding-photo": postPhoto,
  "/quick-apply": postQuickApply,
  "/ping": async () => Response.json({ ok: true }),
};

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
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
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; body: string; reusedSocket: boolean };

function send(agent: http.Agent, path: string, options: { headers?: Record<string, string>; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: options.body ? "POST" : "GET", agent, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString(), reusedSocket: req.reusedSocket }));
    });
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

/** A refused upload, then a small request on the same keep-alive connection. */
async function refusedThenNext(path: string, upload: { headers: Record<string, string>; body: Buffer }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await send(agent, path, upload);
    const next = await send(agent, "/ping");
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
    expect(JSON.parse(refused.body)).toEqual({ error: "File size should be under 2048KB" });
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
  });

  it("answers the next request at once after a quick-apply resume that is not a PDF", async () => {
    const text = Buffer.alloc(400_000, "plain text with a .pdf name. ");
    const { refused, next } = await refusedThenNext("/quick-apply", multipart("resume", "cv.pdf", text));
    expect(refused.status).toBe(415);
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
  });

  it("answers the next request at once after a raw photo body that grows past the limit", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(900_000, 7)]);
    const headers = { "content-type": "image/png", "transfer-encoding": "chunked" };
    const { refused, next } = await refusedThenNext("/onboarding-photo", { headers, body: png });
    expect(refused.status).toBe(413);
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
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
