// `npm run bench -- uploads`: a long answer on the way to us, on the production build. Figures, not
// pass/fail.
//   - A 178 s answer (WebM, about 11 MB, made once with ffmpeg) kept on the device, handed to the
//     upload path by the candidate's click ("Send 1 answer kept on this device"), until the page says
//     every answer is with us: tus slices, the answer's form naming the upload, stored. In Chromium
//     with its uplink held to 1.6 Mbps and to 400 kbps with a 150 ms round trip (DevTools network
//     conditions in the browser, and the same rate on the wire by a relay in front of the server,
//     e2e/support/byte-meter.ts). Bytes on the wire: every byte the server received from the
//     browser meanwhile, counted by that relay.
//   - The server's memory: the app server's resident set (RSS, /proc) sampled while 50 such
//     uploads go at once in 2 MB slices as the browser sends them, each at 1.6 Mbps, then as fast
//     as the loopback takes them, against its resident set before.
// Environment: BENCH_PORT (3200), BENCH_PG_PORT (54320), CHROMIUM (/usr/bin/chromium),
// BENCH_PARALLEL_UPLOADS (50). Flags: --build rebuilds the app first.
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_FLAGS, FAKE_MEDIA_FLAGS } from "../../e2e/support/chromium-flags";
import { meterInFrontOf } from "../../e2e/support/byte-meter";
import { hashPassword } from "../../lib/auth/password";
import { numberQuestions } from "../../lib/mocks/number-questions";
import { insertCandidate } from "../../lib/seed/candidate-factory";
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_PATH } from "../../lib/uploads/resumable-protocol";
import { ANSWER_SECONDS, longAnswer } from "./long-answer";
import { appPid, CHROMIUM, cleanUp, DESKTOP, ensureBuild, startApp } from "./browser";
import type { BenchSection } from "./support";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54320);
const PARALLEL = Math.max(1, Number(process.env.BENCH_PARALLEL_UPLOADS ?? 50));
const BASE = `http://localhost:${PORT}`;
const PASSWORD = "Bench-uploads-1";
const NETWORKS = [
  { label: "1.6 Mbps up, 150 ms", uploadBitsPerSecond: 1_600_000 },
  { label: "400 kbps up, 150 ms", uploadBitsPerSecond: 400_000 },
];

async function candidateWithMock(): Promise<{ id: string; email: string; mockId: string }> {
  const { db } = await import("../../lib/db/client");
  const created = await insertCandidate(db(), {
    email: `bench.uploads.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
    passwordHash: await hashPassword(PASSWORD),
  });
  const mock = await db().mock.create({
    data: {
      candidateId: created.id,
      title: "Backend Developer",
      industry: "Information Technology",
      experience: 4,
      skills: ["Node.js"],
      difficulty: "MEDIUM",
      value: "teamwork",
      resumeKey: "bench/none",
      status: "QUESTION_GENERATED",
      questions: { create: numberQuestions(["Tell me about the system you know best."]) },
    },
    select: { id: true },
  });
  return { id: created.id, email: created.email, mockId: mock.id };
}

/** The click on "Send 1 answer kept on this device" to "every answer is with us", through the page. */
async function sendThroughPage(browser: Browser, answer: Buffer, uploadBitsPerSecond: number): Promise<{ ms: number; wire: number }> {
  const candidate = await candidateWithMock();
  const meter = await meterInFrontOf(PORT);
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: meter.origin });
  try {
    const login = await context.request.post("/api/auth/login", { data: { email: candidate.email, password: PASSWORD } });
    if (login.status() !== 200) throw new Error(`sign-in answered ${login.status()}`);
    const page = await context.newPage();
    // The answer reaches the page as a file it fetches from a route of the test, then is kept as the recorder keeps it.
    await page.route("**/bench-answer.webm", (route) => route.fulfill({ body: answer, contentType: "video/webm" }));
    await page.goto("/mock");
    await page.evaluate(
      async ({ candidateId, mockId, seconds }) => {
        const blob = await (await fetch("/bench-answer.webm")).blob();
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open("hireready-recordings");
          open.onupgradeneeded = () => {
            open.result.createObjectStore("recordings", { keyPath: "id" }).createIndex("owner", "owner");
            open.result.createObjectStore("chunks", { keyPath: ["recordingId", "seq"] });
          };
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const id = crypto.randomUUID();
        const tx = db.transaction(["recordings", "chunks"], "readwrite");
        tx.objectStore("recordings").put({
          id,
          owner: `candidate:${candidateId}`,
          scope: `mock:${mockId}`,
          kind: "mock-answer",
          qnum: 1,
          url: "/api/mock/add-mock-video",
          fields: [
            ["mock_id", mockId],
            ["qnum", "1"],
            ["duration_ms", String(seconds * 1000)],
          ],
          fileField: "answer",
          fileName: "answer-1.webm",
          type: "video/webm",
          state: "ready",
          chunks: 1,
          createdAt: Date.now(),
        });
        tx.objectStore("chunks").put({ recordingId: id, seq: 0, blob });
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      { candidateId: candidate.id, mockId: candidate.mockId, seconds: ANSWER_SECONDS },
    );
    await page.reload();
    const kept = page.getByTestId("kept-recordings");
    const send = kept.getByRole("button", { name: "Send 1 answer kept on this device" });
    await send.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: uploadBitsPerSecond / 8 });
    // Chromium's throttling paces what the page sees, not the socket: the relay holds the wire to the same rate.
    meter.limit(uploadBitsPerSecond / 8);
    meter.reset();
    const start = performance.now();
    await send.click();
    await kept.getByText("every answer is with us").waitFor({ timeout: 15 * 60_000 });
    const ms = performance.now() - start;
    const wire = meter.sent();
    const stored = await context.request.get(`/api/mock/answer-video?mock_id=${candidate.mockId}&qnum=1`);
    if (stored.status() !== 200 || (await stored.body()).length !== answer.length) throw new Error(`the answer was not stored whole (${stored.status()})`);
    return { ms, wire };
  } finally {
    await context.close();
    await meter.close();
  }
}

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m);
  return line ? Number(line[1]) * 1024 : 0;
}

/** The process's CPU time so far (user and system), in seconds: /proc/PID/stat's utime and stime. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A slice sent at `bytesPerSecond` (a phone's uplink), or as fast as the loopback takes it (null). */
function paced(slice: Buffer, bytesPerSecond: number | null): BodyInit {
  if (!bytesPerSecond) return new Uint8Array(slice);
  const PIECE = 16 * 1024;
  let at = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at >= slice.length) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, (PIECE * 1000) / bytesPerSecond));
      controller.enqueue(new Uint8Array(slice.subarray(at, at + PIECE)));
      at += PIECE;
    },
  });
}

/** One upload as the browser sends it: created, then PATCHed slice after slice. */
async function uploadOnce(answer: Buffer, cookie: string, bytesPerSecond: number | null): Promise<void> {
  const tus = { "tus-resumable": "1.0.0", cookie };
  const created = await fetch(`${BASE}${RESUMABLE_PATH}`, { method: "POST", headers: { ...tus, "upload-length": String(answer.length) } });
  if (created.status !== 201) throw new Error(`creating an upload answered ${created.status}`);
  const url = new URL(created.headers.get("location")!, BASE).toString();
  for (let offset = 0; offset < answer.length; offset += RESUMABLE_CHUNK_BYTES) {
    const slice = answer.subarray(offset, offset + RESUMABLE_CHUNK_BYTES);
    const headers = { ...tus, "upload-offset": String(offset), "content-type": "application/offset+octet-stream", "content-length": String(slice.length) };
    const res = await fetch(url, { method: "PATCH", headers, body: paced(slice, bytesPerSecond), duplex: "half" } as RequestInit);
    if (res.status !== 204) throw new Error(`a PATCH answered ${res.status}`);
  }
  await fetch(url, { method: "DELETE", headers: tus });
}

type Memory = { before: number; peak: number; ms: number; cpu: number };

async function parallelMemory(answer: Buffer, cookie: string, bytesPerSecond: number | null): Promise<Memory> {
  const pid = appPid();
  if (!pid) throw new Error("the app server's process is not known");
  const before = rssBytes(pid);
  const cpuBefore = cpuSeconds(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 100);
  const start = performance.now();
  try {
    await Promise.all(Array.from({ length: PARALLEL }, () => uploadOnce(answer, cookie, bytesPerSecond)));
  } finally {
    clearInterval(sampler);
  }
  return { before, peak: Math.max(peak, rssBytes(pid)), ms: performance.now() - start, cpu: cpuSeconds(pid) - cpuBefore };
}

async function signedInCookie(): Promise<string> {
  const candidate = await candidateWithMock();
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: candidate.email, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const uploadsSection: BenchSection = {
  name: "uploads",
  standalone: true,
  async run() {
    let browser: Browser | null = null;
    try {
      ensureBuild(process.argv.includes("--build"));
      const answer = longAnswer();
      await startApp({ port: PORT, pgPort: PG_PORT, seedDemo: false, worker: false, env: { TRUSTED_PROXY_HOPS: "1", RATE_LIMIT_EXEMPT_IPS: "127.0.0.1,::1" } });
      process.env.DATABASE_URL = `postgres://postgres:postgres@localhost:${PG_PORT}/hireready`;
      browser = await chromium.launch({ executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined, args: [...CHROMIUM_FLAGS, ...FAKE_MEDIA_FLAGS] });
      console.log(`  answer: ${ANSWER_SECONDS} s WebM, ${mb(answer.length)} (${answer.length} bytes)`);
      for (const network of process.env.BENCH_UPLOADS_PARTS === "memory" ? [] : NETWORKS) {
        const { ms, wire } = await sendThroughPage(browser, answer, network.uploadBitsPerSecond);
        const floor = (answer.length * 8 * 1000) / network.uploadBitsPerSecond;
        console.log(
          `  ${network.label.padEnd(22)} click → sent ${seconds(ms).padStart(8)}  (the file alone at that rate: ${seconds(floor)})  on the wire ${mb(wire)} = ${(wire / answer.length).toFixed(3)} × the file`,
        );
      }
      const cookie = await signedInCookie();
      // A warm server first: the route compiled and its modules loaded are not what 50 uploads cost.
      await uploadOnce(answer, cookie, null);
      for (const [label, rate] of (
        [
          ["each at 1.6 Mbps", 1_600_000 / 8],
          ["over loopback, as fast as it goes", null],
        ] as const
      ).filter(([label]) => !process.env.BENCH_UPLOADS_RATE || label.includes(process.env.BENCH_UPLOADS_RATE))) {
        const memory = await parallelMemory(answer, cookie, rate);
        console.log(
          `  ${PARALLEL} uploads at once, ${label} (${mb(PARALLEL * answer.length)} in ${seconds(memory.ms)}): server RSS ${mb(memory.before)} before, ${mb(memory.peak)} at most, growth ${mb(memory.peak - memory.before)}; server CPU ${memory.cpu.toFixed(1)} s`,
        );
      }
      console.log(
        `\nMachine: ${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")}.`,
      );
    } finally {
      await browser?.close();
      await (await import("../../lib/db/client")).disconnectDb();
      await cleanUp();
    }
  },
};
