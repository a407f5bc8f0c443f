// A refused upload must not poison its keep-alive connection. Each upload route of the production
// server is sent a body it refuses, over a raw socket, as a browser or an API client would send it
// (the whole body, without waiting). The answer must either say `Connection: close` and close the
// socket, or say keep-alive and then answer the next request on the same socket.
import net from "node:net";
import { expect, test } from "./support/test";
import { recordedWebm, webmLasting } from "@/test/mock-interview";
import { createReadyMockE2E } from "./support/mock-interview";
import { createCandidate } from "./support/profile";
import { candidateAtStep } from "./support/ux";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Answer = { status: number; headers: Record<string, string>; body: string };

/** One socket, read as HTTP/1.1 responses one after another. */
class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  ended = false;
  error: Error | null = null;

  private constructor(readonly socket: net.Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on("end", () => ((this.ended = true), this.wake()));
    socket.on("close", () => ((this.ended = true), this.wake()));
    socket.on("error", (error) => ((this.error = error), this.wake()));
  }

  static open(): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(PORT, "127.0.0.1", () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  private async more(): Promise<void> {
    if (this.ended) throw new Error(`the server closed the connection${this.error ? ` (${this.error.message})` : ""}`);
    await new Promise<void>((resolve) => (this.waiting = resolve));
  }

  send(head: string, body: Buffer = Buffer.alloc(0)): void {
    this.socket.write(Buffer.concat([Buffer.from(head), body]));
  }

  async response(): Promise<Answer> {
    let end: number;
    while ((end = this.buffer.indexOf("\r\n\r\n")) === -1) await this.more();
    const [statusLine, ...lines] = this.buffer.subarray(0, end).toString("latin1").split("\r\n");
    this.buffer = this.buffer.subarray(end + 4);
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
    let body = Buffer.alloc(0);
    if (headers["transfer-encoding"] === "chunked") {
      for (;;) {
        let lineEnd: number;
        while ((lineEnd = this.buffer.indexOf("\r\n")) === -1) await this.more();
        const size = parseInt(this.buffer.subarray(0, lineEnd).toString(), 16);
        while (this.buffer.length < lineEnd + 2 + size + 2) await this.more();
        body = Buffer.concat([body, this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size)]);
        this.buffer = this.buffer.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
    } else {
      const length = Number(headers["content-length"] ?? 0);
      while (this.buffer.length < length) await this.more();
      body = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
    }
    return { status: Number(statusLine!.split(" ")[1]), headers, body: body.toString() };
  }

  /** Resolves once the server has closed its side. */
  async closed(): Promise<void> {
    while (!this.ended) await this.more().catch(() => undefined);
  }
}

function multipart(parts: { name: string; value?: string; filename?: string; bytes?: Buffer }[]) {
  const boundary = "----hireready-raw-socket";
  const body = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}\r\n` +
          (p.filename ? "Content-Type: application/octet-stream\r\n" : "") +
          "\r\n",
      ),
      p.bytes ?? Buffer.from(p.value ?? ""),
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { type: `multipart/form-data; boundary=${boundary}`, body };
}

type Upload = { path: string; cookie?: string; headers?: Record<string, string>; type: string; body: Buffer; announce?: number };

function requestHead(upload: Upload): string {
  const headers = {
    Host: `localhost:${PORT}`,
    "Content-Type": upload.type,
    "Content-Length": String(upload.announce ?? upload.body.length),
    ...(upload.cookie ? { Cookie: upload.cookie } : {}),
    ...upload.headers,
  };
  return `POST ${upload.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\r\n")}\r\n\r\n`;
}

/**
 * Sends the refused upload, then either sees the connection closed as announced, or asks for
 * /api/health on the same socket and gets its answer.
 */
async function refuseThenReuse(upload: Upload): Promise<{ refused: Answer; next: "closed" | number }> {
  const connection = await RawConnection.open();
  try {
    connection.send(requestHead(upload), upload.body);
    const refused = await connection.response();
    if (refused.headers.connection?.toLowerCase() === "close") {
      await connection.closed();
      return { refused, next: "closed" };
    }
    // Keep-alive was promised for a body the client never finished: nothing can follow on it.
    if ((upload.announce ?? upload.body.length) !== upload.body.length) return { refused, next: -1 };
    connection.send(`GET /api/health HTTP/1.1\r\nHost: localhost:${PORT}\r\n\r\n`);
    const next = await connection.response();
    return { refused, next: next.status };
  } finally {
    connection.socket.destroy();
  }
}

/** Every case, each on a socket of its own; the failures listed together. */
async function expectEachRefusedCleanly(cases: [string, Upload, number][]): Promise<void> {
  const failures: string[] = [];
  for (const [name, upload, status] of cases) {
    try {
      const { refused, next } = await refuseThenReuse(upload);
      if (refused.status !== status) failures.push(`${name}: answered ${refused.status} ${refused.body}`);
      if (next !== "closed" && next !== 200) failures.push(`${name}: the next request on the socket got ${next}`);
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  }
  expect(failures).toEqual([]);
}

async function signedInCookie(request: import("@playwright/test").APIRequestContext, candidate: { email: string; password: string }) {
  const login = await request.post("/api/auth/login", { data: { email: candidate.email, password: candidate.password }, timeout: 60_000 });
  expect(login.status()).toBe(200);
  const cookies = (await request.storageState()).cookies;
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

const bigText = (size: number) => Buffer.alloc(size, "not a file of the right kind. ");
const bigPng = (size: number) => Buffer.concat([PNG, Buffer.alloc(size, 7)]);
const bigPdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size, 0x20)]);

test.describe("a refused upload does not poison its keep-alive connection", () => {
  test.setTimeout(120_000);

  test("mock answers: a PNG, too big, too long, a bad question number, a missing mock", async ({ request }) => {
    const candidate = await createCandidate("raw-socket-mock");
    const cookie = await signedInCookie(request, candidate);
    const mockId = await createReadyMockE2E(candidate.id, ["Tell me about a project you led."]);
    const answer = (fields: Record<string, string>, bytes: Buffer) =>
      multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: "answer", filename: "answer.webm", bytes }]);
    const forms: [string, ReturnType<typeof multipart> & { announce?: number }, number][] = [
      ["a PNG", answer({ mock_id: mockId, qnum: "1" }, bigPng(3_000_000)), 415],
      ["an announced 30 MB", { ...answer({ mock_id: mockId, qnum: "1" }, bigText(1_000_000)), announce: 30 * 1024 * 1024 }, 413],
      ["a 200 s recording", answer({ mock_id: mockId, qnum: "1" }, Buffer.concat([webmLasting(200), bigText(3_000_000)])), 422],
      ["question 0", answer({ mock_id: mockId, qnum: "0" }, Buffer.concat([recordedWebm(), bigText(3_000_000)])), 400],
      ["a missing mock", answer({ mock_id: "00000000-0000-4000-8000-000000000000", qnum: "1" }, Buffer.concat([recordedWebm(), bigText(3_000_000)])), 404],
    ];
    await expectEachRefusedCleanly(forms.map(([name, form, status]) => [name, { path: "/api/mock/add-mock-video", cookie, ...form }, status]));
  });

  test("profile photo, CV, profile video and mock creation: wrong type, too big, signed out", async ({ request }) => {
    const candidate = await createCandidate("raw-socket-profile");
    const cookie = await signedInCookie(request, candidate);
    const file = (name: string, filename: string, bytes: Buffer) => multipart([{ name, filename, bytes }]);
    const cases: [string, Upload, number][] = [
      ["photo: text", { path: "/api/users/profile-picture", cookie, ...file("profilePicture", "me.png", bigText(400_000)) }, 415],
      ["photo: too big", { path: "/api/users/profile-picture", cookie, ...file("profilePicture", "me.png", bigPng(3_000_000)) }, 413],
      ["photo: signed out", { path: "/api/users/profile-picture", ...file("profilePicture", "me.png", bigPng(3_000_000)) }, 401],
      ["CV: text", { path: "/api/users/resume", cookie, ...file("resume", "cv.pdf", bigText(1_500_000)) }, 415],
      ["CV: too big", { path: "/api/users/resume", cookie, ...file("resume", "cv.pdf", bigPdf(3_000_000)) }, 413],
      ["CV: signed out", { path: "/api/users/resume", ...file("resume", "cv.pdf", bigPdf(1_000_000)) }, 401],
      [
        "video: a PNG",
        {
          path: "/api/users/upload-video",
          cookie,
          ...multipart([
            { name: "id", value: candidate.id },
            { name: "video", filename: "me.webm", bytes: bigPng(3_000_000) },
          ]),
        },
        415,
      ],
      ["video: announced 40 MB", { path: "/api/users/upload-video", cookie, ...file("video", "me.webm", bigText(1_000_000)), announce: 40 * 1024 * 1024 }, 413],
      ["mock creation: CV not a PDF", { path: "/api/mock/create", cookie, ...file("resume", "cv.pdf", bigText(1_500_000)) }, 415],
    ];
    await expectEachRefusedCleanly(cases);
  });

  test("onboarding photo and CV, quick apply and recorded-interview answers", async ({ request, playwright }) => {
    const atCv = await candidateAtStep("raw-socket-onboarding", "onboarding_six");
    const cookie = await signedInCookie(request, atCv);
    const other = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` });
    const done = await createCandidate("raw-socket-done");
    const doneCookie = await signedInCookie(other, done);
    await other.dispose();
    const file = (name: string, filename: string, bytes: Buffer) => multipart([{ name, filename, bytes }]);
    const raw = (bytes: Buffer, type: string) => ({ type, body: bytes, headers: { "X-File-Name": "upload.bin" } });
    const cases: [string, Upload, number][] = [
      ["onboarding CV: text", { path: "/api/users/onboarding/cv", cookie, ...file("resume", "cv.pdf", bigText(1_500_000)) }, 415],
      ["onboarding CV: raw and too big", { path: "/api/users/onboarding/cv", cookie, ...raw(bigPdf(3_000_000), "application/pdf") }, 413],
      [
        "onboarding photo: step already done",
        { path: "/api/users/onboarding/photo", cookie: doneCookie, ...file("profilePicture", "me.png", bigPng(400_000)) },
        409,
      ],
      [
        "quick apply: CV not a PDF",
        {
          path: "/api/jobs/quick-apply",
          ...multipart([
            { name: "email", value: "raw.socket@example.com" },
            { name: "resume", filename: "cv.pdf", bytes: bigText(1_500_000) },
          ]),
        },
        415,
      ],
      [
        "interview answer: no link or session",
        {
          path: "/api/users/videoUpload",
          ...multipart([
            { name: "id", value: "00000000-0000-4000-8000-000000000000" },
            { name: "question_no", value: "1" },
            { name: "file", filename: "a.webm", bytes: Buffer.concat([recordedWebm(), bigText(3_000_000)]) },
          ]),
        },
        401,
      ],
      [
        "interview answer: unknown interview",
        {
          path: "/api/users/videoUpload",
          cookie,
          ...multipart([
            { name: "id", value: "00000000-0000-4000-8000-000000000000" },
            { name: "question_no", value: "1" },
            { name: "file", filename: "a.webm", bytes: Buffer.concat([recordedWebm(), bigText(3_000_000)]) },
          ]),
        },
        404,
      ],
    ];
    await expectEachRefusedCleanly(cases);
  });
});
