// A restart under load: the production server (its own embedded PostgreSQL and data directory),
// started as `npm start` and as the image's entry starts it (tini, then node), gets SIGTERM at its
// top process — what a platform, systemd or pm2 signals — while a candidate's answer upload is half
// sent. /api/health answers 503 within a second (with the request's id), new connections are
// refused, the upload still finishes and is stored, the background worker (a process of its own,
// started by the server) drains and exits, the embedded PostgreSQL stops after it, the top process
// exits 0 and no process it started is left running. Started again on the same data, the answer is
// there, byte for byte. (What the worker does with a task in flight on SIGTERM:
// lib/queue/graceful-stop.integration.test.ts, on the same scripts/worker.ts.)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { numberQuestions } from "@/lib/mocks/number-questions";
import { insertCandidate } from "@/lib/seed/candidate-factory";
import { recordedWebm } from "@/test/mock-interview";
import { expect, test } from "./support/test";
import { descendants, freePort, kill, removeTempDirs, running, START_COMMANDS, startAppServer, stop, tempDir, type AppServer } from "./support/processes";

const PASSWORD = "Restart@2026";

async function withClient<T>(url: string, run: (client: PrismaClient) => Promise<T>): Promise<T> {
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 1 }) });
  try {
    return await run(client);
  } finally {
    await client.$disconnect();
  }
}

/** A multipart body with the answer's fields and file, and its content type. */
function answerBody(mockId: string, video: Buffer) {
  const boundary = "----hireready-restart";
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(field("mock_id", mockId) + field("qnum", "1")),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="answer"; filename="answer.webm"\r\nContent-Type: video/webm\r\n\r\n`),
    video,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(true));
  });
}

/** Bytes of uploads being stored: the disk driver's temp files under the data directory. */
function storedSoFar(dataDir: string): number {
  const dir = path.join(dataDir, "uploads", ".tmp");
  if (!existsSync(dir)) return 0;
  return readdirSync(dir)
    .filter((name) => !name.endsWith(".meta"))
    .reduce((sum, name) => sum + (statSync(path.join(dir, name), { throwIfNoEntry: false })?.size ?? 0), 0);
}

const hireready = (output: string) => output.split("\n").filter((line) => line.startsWith("[hireready]"));
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();

test.describe("graceful restart", () => {
  test.setTimeout(300_000);
  let server: AppServer | undefined;
  let outputs = "";
  test.afterEach(async ({}, testInfo) => {
    if (server) await kill(server);
    removeTempDirs();
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server output", { body: outputs + (server?.output() ?? "") });
    server = undefined;
    outputs = "";
  });

  for (const [way, command] of Object.entries(START_COMMANDS)) {
    test(`${way}: a SIGTERM mid-upload: health 503 within a second, new connections refused, the upload stored, every process exits 0`, async () => {
      if (command[0]!.startsWith("/")) expect(existsSync(command[0]!), `${command[0]} is missing (npm test installs it: scripts/test-setup.ts)`).toBe(true);
      const dataDir = tempDir("restart");
      const pgPort = await freePort();
      const env = {
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        NEXTAUTH_SECRET: "graceful-restart-secret-0123456789abcdef",
        RATE_LIMIT_EXEMPT_IPS: "127.0.0.1,::1",
        SHUTDOWN_GRACE_SECONDS: "30",
      };
      server = await startAppServer("app", env, command);
      const databaseUrl = `postgresql://postgres:postgres@localhost:${pgPort}/hireready`;

      const { candidate, mockId } = await withClient(databaseUrl, async (client) => {
        const candidate = await insertCandidate(client, { email: `restart.${Date.now()}@example.com`, passwordHash: await hashPassword(PASSWORD) });
        const mock = await client.mock.create({
          data: {
            candidateId: candidate.id,
            title: "Release Engineer",
            industry: "Information Technology",
            experience: 3,
            skills: ["Deployments"],
            difficulty: "MEDIUM",
            value: "ownership",
            resumeKey: "e2e/none",
            status: "QUESTION_GENERATED",
            questions: { create: numberQuestions(["Tell me about a release you rolled back."]) },
          },
        });
        return { candidate, mockId: mock.id };
      });
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: candidate.email, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");

      // A load balancer's health check, its headers not yet finished when the signal comes.
      const check = net.connect(server.port, "127.0.0.1");
      await new Promise((resolve) => check.once("connect", resolve));
      let checked = "";
      let checkAnsweredAt = 0;
      check.on("data", (chunk: Buffer) => {
        checkAnsweredAt ||= Date.now();
        checked += chunk.toString();
      });
      check.write(`GET /api/health HTTP/1.1\r\nHost: localhost:${server.port}\r\n`);

      // The answer upload: its first half now, the rest slowly after the signal.
      const video = recordedWebm();
      const { body, type } = answerBody(mockId, video);
      const upload = http.request(`${server.url}/api/mock/add-mock-video`, {
        method: "POST",
        agent: false,
        headers: { "content-type": type, "content-length": body.length, cookie },
      });
      const answered = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
        upload.once("response", (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
        });
        upload.once("error", reject);
      });
      const half = Math.floor(body.length / 2);
      upload.write(body.subarray(0, half));
      // In flight once the server is storing it: the answer's temp file has its first bytes.
      await expect.poll(() => storedSoFar(dataDir), { timeout: 30_000 }).toBeGreaterThan(0);

      // The server and everything it started (the embedded PostgreSQL), below npm or tini.
      const started = descendants(server.child.pid!);
      expect(started.length).toBeGreaterThan(0);
      expect(
        started.filter((pid) => commandLine(pid).endsWith("dist/worker.mjs")),
        "the worker's own process",
      ).toHaveLength(1);
      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      await expect.poll(() => server!.output(), { timeout: 10_000 }).toContain("SIGTERM: finishing requests in flight");
      await expect.poll(() => refused(server!.port), { timeout: 10_000, intervals: [20] }).toBe(true);

      check.write("\r\n");
      // A chunked answer: the head, one chunk of JSON, the last chunk.
      await expect.poll(() => checked, { timeout: 10_000 }).toMatch(/\r\n0\r\n\r\n$/);
      const head = checked.slice(0, checked.indexOf("\r\n\r\n"));
      expect(head).toMatch(/^HTTP\/1\.1 503/);
      expect(head).toMatch(/^connection: close$/im);
      const health = JSON.parse(/\{.*\}/.exec(checked)![0]) as { status: string; requestId: string };
      expect(health.status).toBe("unavailable");
      expect(head).toMatch(new RegExp(`^x-request-id: ${health.requestId}$`, "im"));
      expect(health.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(checkAnsweredAt - signalledAt, "ms from the signal to the 503").toBeLessThanOrEqual(1000);

      // The rest after the signal, in five writes, each handed to the socket before the next.
      const rest = body.subarray(half);
      const piece = Math.ceil(rest.length / 5);
      for (let sent = 0; sent < rest.length; sent += piece) {
        await new Promise<void>((resolve, reject) => upload.write(rest.subarray(sent, sent + piece), (error) => (error ? reject(error) : resolve())));
      }
      upload.end();
      const answer = await answered;
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ message: "Answer saved", saved: true, qnum: 1 });
      expect(answer.connection).toBe("close");

      expect(await server.exited, server.output()).toBe(0);
      expect(started.filter(running), "processes left running").toEqual([]);
      const lines = hireready(server.output());
      const signalled = lines.findIndex((line) => line.includes("SIGTERM: finishing requests in flight"));
      const drained = lines.findIndex((line) => line.includes("requests in flight finished"));
      expect(signalled).toBeGreaterThan(-1);
      expect(drained).toBeGreaterThan(signalled);
      expect(server.output()).toContain("[worker] SIGTERM: finishing running tasks");
      expect(server.output()).toContain("[worker] stopped");
      expect(lines.indexOf("[hireready] worker stopped")).toBeGreaterThan(signalled);
      expect(lines.at(-1)).toBe("[hireready] embedded PostgreSQL stopped");
      expect(server.output()).not.toMatch(/"level":(50|60)/);

      // Started again on the same data: the answer is stored, byte for byte.
      outputs += server.output();
      server = await startAppServer("app again", env, command);
      const stored = await withClient(databaseUrl, (client) =>
        client.mockAnswer.findFirstOrThrow({ where: { mockId, question: { position: 1 } }, select: { videoKey: true, sizeBytes: true } }),
      );
      expect(stored.sizeBytes).toBe(video.length);
      expect(readFileSync(path.join(dataDir, "uploads", stored.videoKey!)).equals(video)).toBe(true);
      expect(await stop(server)).toBe(0);
      server = undefined;
    });
  }
});
