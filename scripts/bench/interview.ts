// `npm run bench -- interview`: the two interview flows in Chromium with a fake camera and
// microphone, on the production build (`npm start`, scratch data directory, the
// background worker on, offline voice). Figures, not pass/fail. For each flow, the median of
// BENCH_RUNS runs after one warm-up run (a warm server):
//   - Start → first question's audio playing: the "Start the interview" click against the audio
//     element's `playing` event, both on the page's clock;
//   - when the face and voice model files (/models, /vad) were first requested, against the
//     page's DOMContentLoaded, and whether any script loaded before DOMContentLoaded carries the
//     face or voice library (it should not);
//   - the longest main-thread task in the first BENCH_ANSWER_SECONDS (6) of the first answer,
//     while the face model samples the camera (the mock with camera figures on);
//   - recorded interview: how long the device check held "Continue to practice" once the camera
//     was on (the run then goes straight through practice to Start).
// Mock interview: a fresh candidate, a mock made through the API and the worker (questions and
// their audio), the declaration with its 10-second preview, the instructions, Start. Recorded
// interview: a fresh candidate applies to a Brightloom job, the employer invites them through the
// partner API, then consent, device check, practice, Start.
//
// Mock interview on a slow phone line (the throttled profile): the same mock at 390 px under
// Network.emulateNetworkConditions (1.6 Mbps down, 400 kbps up, 150 ms latency), a cold cache
// each run, the median of BENCH_THROTTLED_RUNS (5) after one warm-up run (a warm server):
//   - time to usable: navigation → the device check's first button ("Check camera and
//     microphone") on screen, enabled and wired up by React (the page has hydrated);
//   - the upload-speed probe: when it started after navigation and how long it took;
//   - bytes before the first question: every byte the page received from navigation until the
//     first question's audio played, by kind (the voice detector's /vad files apart), with the
//     Start → audio wait on that line.
//
// Environment: BENCH_PORT (3200), BENCH_PG_PORT (54320), BENCH_RUNS (3), BENCH_THROTTLED_RUNS (5),
// BENCH_ANSWER_SECONDS (6), BENCH_PROFILES (mock,recorded,throttled: which to run),
// CHROMIUM (/usr/bin/chromium). Flags: --build rebuilds the app first.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../generated/prisma/client";
import { hashPassword } from "../../lib/auth/password";
import { insertCandidate } from "../../lib/seed/candidate-factory";
import { DEMO_PARTNER_API_KEY } from "../../lib/seed/partner-key";
import { CHROMIUM_FLAGS, FAKE_MEDIA_FLAGS } from "../../e2e/support/chromium-flags";
import { makePdf } from "../../test/pdf-fixture";
import { CHROMIUM, cleanUp, DESKTOP, ensureBuild, PHONE, say, startApp } from "./browser";
import type { BenchSection } from "./support";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54320);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const THROTTLED_RUNS = Math.max(1, Number(process.env.BENCH_THROTTLED_RUNS ?? 5));
const PROFILES = (process.env.BENCH_PROFILES ?? "mock,recorded,throttled").split(",").map((p) => p.trim());
/** A slow phone line: 1.6 Mbps down, 400 kbps up, 150 ms latency (Chrome DevTools' units: bytes a second). */
const SLOW_LINE = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 400_000 / 8 };
const ANSWER_MS = Math.max(1, Number(process.env.BENCH_ANSWER_SECONDS ?? 6)) * 1000;
const BASE = `http://localhost:${PORT}`;
const DATABASE_URL = `postgres://postgres:postgres@localhost:${PG_PORT}/hireready`;
const PASSWORD = "Bench@2026";
const FLAGS = [...CHROMIUM_FLAGS, ...FAKE_MEDIA_FLAGS];
/** Files of the face and voice models, and the libraries' own code. */
const MODEL_FILE = /\/(models|vad)\//;
/** Strings only the libraries' own code carries (their model and WebAssembly file names). */
const MODEL_CODE = /tiny_face_detector_model|silero_vad|ort-wasm-simd/;

/** Model files requested by the page or its workers, by wall-clock time (Playwright sees both). */
function watchModelRequests(context: BrowserContext): number[] {
  const times: number[] = [];
  context.on("request", (request) => {
    if (MODEL_FILE.test(new URL(request.url()).pathname)) times.push(Date.now());
  });
  return times;
}

type Run = {
  /** Start click → the first question's audio `playing`, ms. */
  startToAudio: number;
  /** First model file requested, ms after DOMContentLoaded (null: none was requested). */
  modelsAfterDcl: number | null;
  /** First model file requested, ms after the Start click (negative: before it). */
  modelsAfterStart: number | null;
  /** Scripts loaded before DOMContentLoaded that carry model code. */
  modelCodeBeforeDcl: number;
  /** Longest main-thread task in the first ANSWER_MS of the first answer, ms. */
  longestTask: number;
  /** Recorded interview: camera on (device check shown) → "Continue to practice" enabled, ms. */
  deviceWait?: number;
};

type Marks = {
  clicks: { text: string; at: number }[];
  playing: number[];
  longTasks: { start: number; duration: number }[];
};

/** Records clicks, audio `playing` and long tasks on the page's own clock. */
function instrument(context: BrowserContext) {
  return context.addInitScript(() => {
    const marks: Marks = { clicks: [], playing: [], longTasks: [] };
    (window as unknown as { __bench: Marks }).__bench = marks;
    document.addEventListener(
      "click",
      (event) => {
        const button = (event.target as Element | null)?.closest?.("button");
        if (button) marks.clicks.push({ text: (button.textContent ?? "").trim(), at: performance.now() });
      },
      true,
    );
    document.addEventListener(
      "playing",
      (event) => {
        if (event.target instanceof HTMLAudioElement) marks.playing.push(performance.now());
      },
      true,
    );
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    } catch {
      /* no long-task timing in this browser */
    }
  });
}

async function figures(page: Page, startLabel: RegExp, modelRequests: number[]): Promise<Run> {
  await page.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.playing.length > 0, null, { timeout: 60_000 });
  const clickAt = await page.evaluate(
    (source) => (window as unknown as { __bench: Marks }).__bench.clicks.filter((c) => new RegExp(source).test(c.text)).at(-1)?.at ?? Number.NaN,
    startLabel.source,
  );
  const wait = clickAt + ANSWER_MS - (await page.evaluate(() => performance.now()));
  if (wait > 0) await page.waitForTimeout(wait);
  const seen = await page.evaluate(() => {
    const marks = (window as unknown as { __bench: Marks }).__bench;
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const resources = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => ({
      name: r.name,
      start: r.startTime,
      type: r.initiatorType,
    }));
    return { marks, dcl: nav?.domContentLoadedEventEnd ?? 0, resources, origin: performance.timeOrigin };
  });
  const playing = seen.marks.playing.find((t) => t >= clickAt) ?? Number.NaN;
  // On the page's clock: a worker's requests are not in the page's own resource timing.
  const modelStart = modelRequests.length ? Math.min(...modelRequests) - seen.origin : undefined;
  // The scripts a visitor downloads before the page is interactive: none may carry the models' code.
  const early = seen.resources.filter((r) => r.type === "script" && r.start < seen.dcl && r.name.startsWith(BASE));
  let modelCodeBeforeDcl = 0;
  for (const script of early) {
    const text = await fetch(script.name).then(
      (r) => r.text(),
      () => "",
    );
    if (MODEL_CODE.test(text)) modelCodeBeforeDcl += 1;
  }
  const answerTasks = seen.marks.longTasks.filter((t) => t.start + t.duration >= clickAt && t.start <= clickAt + ANSWER_MS);
  return {
    startToAudio: playing - clickAt,
    modelsAfterDcl: modelStart === undefined ? null : modelStart - seen.dcl,
    modelsAfterStart: modelStart === undefined ? null : modelStart - clickAt,
    modelCodeBeforeDcl,
    longestTask: Math.max(0, ...answerTasks.map((t) => t.duration)),
  };
}

let prisma: PrismaClient | null = null;
const db = () => (prisma ??= new PrismaClient({ adapter: new PrismaPg({ connectionString: DATABASE_URL, max: 2 }) }));
let passwordHash: Promise<string> | null = null;

/** A candidate of its own per run, signed in in `context`, with a CV on their profile. */
async function signedInCandidate(context: BrowserContext, label: string): Promise<{ id: string; email: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const created = await insertCandidate(db(), {
    email: `bench.${label}.${Date.now().toString(36)}${randomBytes(3).toString("hex")}@example.com`,
    passwordHash: await passwordHash,
    firstName: "Bench",
    lastName: "Runner",
    designation: "Backend Developer",
    city: "Bengaluru",
    state: "Karnataka",
    interests: ["Backend Developer"],
  });
  const login = await context.request.post(`${BASE}/api/auth/login`, { data: { email: created.email, password: PASSWORD } });
  if (login.status() !== 200) throw new Error(`sign-in answered ${login.status()}`);
  const cv = makePdf(["Bench Runner", "Backend developer: Node.js, PostgreSQL, Kafka", "Five years at a payments company"]);
  const upload = await context.request.post(`${BASE}/api/users/resume`, { multipart: { resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: cv } } });
  if (upload.status() >= 300) throw new Error(`CV upload answered ${upload.status()}`);
  return { id: created.id, email: created.email };
}

/** A mock of its own for a fresh candidate signed in in `context`, its questions and their audio made. */
async function readyMock(context: BrowserContext): Promise<string> {
  const { id: candidateId } = await signedInCandidate(context, "mock");
  const plan = await db().plan.findUniqueOrThrow({ where: { type_planName: { type: "MOCK", planName: "COPPER" } }, select: { id: true } });
  const { grantCredits } = await import("../../lib/credits");
  await grantCredits({ candidateId, planId: plan.id, credits: 1, validityDays: 30, reason: "PURCHASE", idempotencyKey: `bench:${candidateId}` });
  const created = await context.request.post(`${BASE}/api/mock/create`, {
    multipart: {
      title: "Backend Developer",
      job_industry: "Information Technology",
      experience: "4",
      question_preference: "Medium",
      values: "accountability",
      skills: JSON.stringify(["Node.js", "PostgreSQL", "Kafka"]),
    },
  });
  if (created.status() !== 201) throw new Error(`mock create answered ${created.status()}: ${await created.text()}`);
  const { mock_id: mockId } = (await created.json()) as { mock_id: string };
  for (let i = 0; ; i++) {
    // A reset connection while polling is asked again (the server's idle sockets close under load).
    const body = (await context.request.get(`${BASE}/api/mock/get-mock-data?mock_id=${mockId}`).then(
      (r) => r.json(),
      () => ({}),
    )) as { Status?: string };
    if (body.Status === "Question Generated") break;
    if (i > 240) throw new Error(`mock ${mockId} not ready after 60 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return mockId;
}

async function mockRun(browser: Browser): Promise<Run> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    await instrument(context);
    const modelRequests = watchModelRequests(context);
    const mockId = await readyMock(context);
    const page = await context.newPage();
    await page.goto(`${BASE}/mock/mock-interview?mock_id=${mockId}`);
    await page.getByTestId("camera-opt-in").locator("input").check();
    await page.getByRole("button", { name: "Check camera and microphone" }).click();
    await page.getByRole("button", { name: /Record a 10-second preview/ }).click();
    await page.getByTestId("declaration").and(page.locator('[data-state="recorded"]')).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByRole("button", { name: "Start the interview" }).click();
    return await figures(page, /^Start the interview$/, modelRequests);
  } finally {
    await context.close();
  }
}

type ThrottledRun = {
  /** Navigation → "Check camera and microphone" enabled and hydrated, ms. */
  usable: number;
  /** The upload probe's request: its start after navigation and its length, ms (null: not sent before the first question). */
  probeStart: number | null;
  probeLength: number | null;
  /** Every probe had ended by the first question (else its length counts to the first question only). */
  probeDone: boolean;
  /** Start click → the first question's audio playing, ms. */
  startToAudio: number;
  /** Bytes received from navigation to the first question's audio, in all and by kind. */
  bytes: Record<string, number>;
};

const BYTE_KINDS: [string, RegExp][] = [
  ["voice detector (/vad)", /^\/vad\//],
  ["face model (/models)", /^\/models\//],
  ["scripts and styles (/_next)", /^\/_next\//],
  ["question audio", /\.(mp3|ogg|opus|wav|m4a)$|\/audio/],
  ["API", /^\/api\//],
];

/** The mock's device check on a slow phone line: how soon it is usable, and what loads before the first question. */
async function throttledMockRun(browser: Browser): Promise<ThrottledRun> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: false });
  try {
    await instrument(context);
    const mockId = await readyMock(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
    await cdp.send("Network.emulateNetworkConditions", SLOW_LINE);
    // Every byte received, by request, with the wall-clock time it arrived (a partial download counts as far as it went).
    const urls = new Map<string, string>();
    const received: { kind: string; bytes: number; at: number }[] = [];
    const counted = new Map<string, number>();
    const kindOf = (id: string) => {
      const url = urls.get(id);
      if (!url) return "other";
      const path = new URL(url).pathname;
      return BYTE_KINDS.find(([, re]) => re.test(path))?.[0] ?? (path === "/mock/mock-interview" ? "the page (HTML)" : "other");
    };
    // The upload probes, by wall-clock time: a probe still under way has no resource timing yet.
    const probes = new Map<string, { start: number; end: number | null }>();
    cdp.on("Network.requestWillBeSent", (e) => {
      urls.set(e.requestId, e.request.url);
      if (e.request.url.endsWith("/api/uploads/probe")) probes.set(e.requestId, { start: Date.now(), end: null });
    });
    cdp.on("Network.loadingFinished", (e) => {
      const probe = probes.get(e.requestId);
      if (probe) probe.end = Date.now();
    });
    cdp.on("Network.dataReceived", (e) => {
      counted.set(e.requestId, (counted.get(e.requestId) ?? 0) + e.encodedDataLength);
      received.push({ kind: kindOf(e.requestId), bytes: e.encodedDataLength, at: Date.now() });
    });
    cdp.on("Network.loadingFinished", (e) => {
      // The total on the wire (headers included) replaces what the chunks added up to.
      const extra = e.encodedDataLength - (counted.get(e.requestId) ?? 0);
      if (extra > 0) received.push({ kind: kindOf(e.requestId), bytes: extra, at: Date.now() });
      counted.set(e.requestId, e.encodedDataLength);
    });
    await page.goto(`${BASE}/mock/mock-interview?mock_id=${mockId}`, { waitUntil: "commit" });
    const usable = (await (
      await page.waitForFunction(
        () => {
          const button = [...document.querySelectorAll("button")].find((b) => (b.textContent ?? "").trim() === "Check camera and microphone");
          // Enabled, and React's handler attached: a click now does something.
          if (!button || button.disabled || !Object.keys(button).some((k) => k.startsWith("__reactProps"))) return false;
          return performance.now();
        },
        null,
        { polling: 20, timeout: 120_000 },
      )
    ).jsonValue()) as number;
    await page.getByRole("button", { name: "Check camera and microphone" }).click();
    await page.getByRole("button", { name: /Record a 10-second preview/ }).click();
    await page.getByTestId("declaration").and(page.locator('[data-state="recorded"]')).waitFor({ timeout: 120_000 });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByRole("button", { name: "Start the interview" }).click();
    await page.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.playing.length > 0, null, { timeout: 180_000 });
    const seen = await page.evaluate(() => {
      const marks = (window as unknown as { __bench: Marks }).__bench;
      const click = marks.clicks.filter((c) => c.text === "Start the interview").at(-1)?.at ?? Number.NaN;
      return { origin: performance.timeOrigin, playing: marks.playing.find((t) => t >= click) ?? Number.NaN, click };
    });
    const until = seen.origin + seen.playing;
    // The probes' span: from the first one's start to the last one's end (or to the first question, if still sending then).
    const spans = [...probes.values()];
    const probeStart = spans.length ? Math.min(...spans.map((p) => p.start)) - seen.origin : null;
    const probeEnd = spans.length ? Math.max(...spans.map((p) => p.end ?? until)) - seen.origin : null;
    const probeDone = spans.every((p) => p.end !== null && p.end <= until);
    const bytes: Record<string, number> = { all: 0 };
    for (const r of received) {
      if (r.at > until) continue;
      bytes.all! += r.bytes;
      bytes[r.kind] = (bytes[r.kind] ?? 0) + r.bytes;
    }
    return {
      usable,
      probeStart,
      probeLength: probeStart !== null && probeEnd !== null ? probeEnd - probeStart : null,
      probeDone,
      startToAudio: seen.playing - seen.click,
      bytes,
    };
  } finally {
    await context.close();
  }
}

function reportThrottled(runs: ThrottledRun[]) {
  const ms = (v: number | null) => (v === null || Number.isNaN(v) ? "—" : `${Math.round(v)} ms`);
  const kb = (v: number) => `${(v / 1024).toFixed(0)} KB`;
  const some = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
  console.log(`\nMock interview, slow phone line: 1.6 Mbps down, 400 kbps up, 150 ms, 390 px, cold cache (median of ${runs.length})`);
  console.log(
    `  navigation → "Check camera and microphone" usable   ${ms(median(runs.map((r) => r.usable)))}   runs: ${runs.map((r) => ms(r.usable)).join(", ")}`,
  );
  const starts = some(runs.map((r) => r.probeStart));
  const lengths = some(runs.map((r) => r.probeLength));
  const unfinished = runs.filter((r) => !r.probeDone).length;
  console.log(`  upload probe: started after navigation               ${starts.length ? ms(median(starts)) : "—"}   runs: ${starts.map(ms).join(", ")}`);
  console.log(
    `  upload probe: lasted                                 ${lengths.length ? ms(median(lengths)) : "—"}   runs: ${lengths.map(ms).join(", ")}${unfinished ? ` (${unfinished} still sending at the first question: counted to it)` : ""}`,
  );
  console.log(
    `  Start → first question's audio playing              ${ms(median(runs.map((r) => r.startToAudio)))}   runs: ${runs.map((r) => ms(r.startToAudio)).join(", ")}`,
  );
  const kinds = [...new Set(runs.flatMap((r) => Object.keys(r.bytes)))].sort((a, b) => (a === "all" ? -1 : b === "all" ? 1 : a.localeCompare(b)));
  console.log(`  bytes received before the first question:`);
  for (const kind of kinds)
    console.log(`    ${kind.padEnd(30)} ${kb(median(runs.map((r) => r.bytes[kind] ?? 0)))}   runs: ${runs.map((r) => kb(r.bytes[kind] ?? 0)).join(", ")}`);
}

async function recordedRun(browser: Browser): Promise<Run> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    await instrument(context);
    const modelRequests = watchModelRequests(context);
    const { email } = await signedInCandidate(context, "interview");
    const search = await context.request.get(`${BASE}/api/jobs/search?q=brightloom`);
    const jobs = ((await search.json()) as { jobs: { Job_Id: string; Job_Status: string; Company_Details: { Company_Name: string } }[] }).jobs;
    const job = jobs.find((j) => j.Job_Status === "Open" && j.Company_Details.Company_Name === "Brightloom Technologies");
    if (!job) throw new Error("no open Brightloom job to apply to");
    const applied = await context.request.post(`${BASE}/api/jobs/apply`, { data: { jobId: job.Job_Id } });
    if (applied.status() >= 300) throw new Error(`apply answered ${applied.status()}`);
    const headers = { authorization: `Bearer ${DEMO_PARTNER_API_KEY}` };
    const list = (await (await context.request.get(`${BASE}/api/partner/v1/jobs/${job.Job_Id}/applications?limit=100`, { headers })).json()) as {
      data: { id: string; candidate: { email: string } }[];
    };
    const application = list.data.find((a) => a.candidate.email === email);
    if (!application) throw new Error("the application is not in the employer's list");
    const scheduled = await context.request.post(`${BASE}/api/partner/v1/applications/${application.id}/interview`, {
      headers,
      data: { questions: ["Tell us about a service you made faster.", "How do you decide what to test first?"], expiresInDays: 7, extraTimePercent: 0 },
    });
    if (scheduled.status() !== 201) throw new Error(`scheduling answered ${scheduled.status()}: ${await scheduled.text()}`);
    const { interviewId } = (await scheduled.json()) as { interviewId: string };
    const page = await context.newPage();
    await page.goto(`${BASE}/interview?q=${interviewId}`);
    await page.getByRole("checkbox", { name: /I agree to be recorded/ }).check();
    await page.getByRole("button", { name: "I agree, continue" }).click();
    const next = page.getByRole("button", { name: "Continue to practice" });
    await page.getByText(/^Camera: ready/).waitFor({ timeout: 60_000 });
    const cameraOn = Date.now();
    for (let i = 0; !(await next.isEnabled()); i++) {
      if (i > 2400) throw new Error("Continue to practice stayed disabled for 2 minutes");
      await page.waitForTimeout(50);
    }
    const deviceWait = Date.now() - cameraOn;
    // A candidate who goes straight on: the practice step's Start at once.
    await next.click();
    await page.getByRole("button", { name: "Start the interview" }).click();
    return { ...(await figures(page, /^Start the interview$/, modelRequests)), deviceWait };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function report(title: string, runs: Run[]) {
  const ms = (v: number | null) => (v === null || Number.isNaN(v) ? "—" : `${Math.round(v)} ms`);
  const requested = runs.map((r) => r.modelsAfterDcl).filter((v): v is number => v !== null);
  const fromStart = runs.map((r) => r.modelsAfterStart).filter((v): v is number => v !== null);
  console.log(`\n${title} (median of ${runs.length})`);
  console.log(
    `  Start → first question's audio playing   ${ms(median(runs.map((r) => r.startToAudio)))}   runs: ${runs.map((r) => ms(r.startToAudio)).join(", ")}`,
  );
  console.log(
    `  first model file requested, after DCL     ${requested.length ? ms(median(requested)) : "—"}   (after Start: ${fromStart.length ? ms(median(fromStart)) : "—"})`,
  );
  console.log(`  scripts before DCL with model code        ${Math.max(0, ...runs.map((r) => r.modelCodeBeforeDcl))}`);
  console.log(
    `  longest main-thread task, first ${ANSWER_MS / 1000} s      ${ms(median(runs.map((r) => r.longestTask)))}   runs: ${runs.map((r) => ms(r.longestTask)).join(", ")}`,
  );
  const waits = runs.map((r) => r.deviceWait).filter((v): v is number => v !== undefined);
  if (waits.length) console.log(`  camera on → "Continue to practice" enabled ${ms(median(waits))}   runs: ${waits.map(ms).join(", ")}`);
}

export const interviewSection: BenchSection = {
  name: "interview",
  standalone: true,
  async run() {
    let browser: Browser | null = null;
    try {
      ensureBuild(process.argv.includes("--build"));
      say("starting the app with the demo seed and the worker (seeding takes a while)");
      // Each run signs a fresh candidate in from this machine: no per-address limits for the bench.
      await startApp({ port: PORT, pgPort: PG_PORT, seedDemo: true, worker: true, env: { TRUSTED_PROXY_HOPS: "1", RATE_LIMIT_EXEMPT_IPS: "127.0.0.1,::1" } });
      process.env.DATABASE_URL = DATABASE_URL;
      browser = await chromium.launch({ executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined, args: FLAGS });
      for (const [title, once] of [
        ["Mock interview", mockRun],
        ["Recorded interview", recordedRun],
      ] as const) {
        if (!PROFILES.includes(title === "Mock interview" ? "mock" : "recorded")) continue;
        say(`${title}: one warm-up run, then ${RUNS}`);
        await once(browser);
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) {
          const run = await once(browser);
          say(
            `${title} run ${i + 1}: Start → audio ${Math.round(run.startToAudio)} ms, models ${run.modelsAfterDcl === null ? "not requested" : `${Math.round(run.modelsAfterDcl)} ms after DCL`}, longest task ${Math.round(run.longestTask)} ms`,
          );
          runs.push(run);
        }
        report(title, runs);
      }
      if (PROFILES.includes("throttled")) {
        say(`Mock interview on a slow phone line: one warm-up run, then ${THROTTLED_RUNS}`);
        await throttledMockRun(browser);
        const runs: ThrottledRun[] = [];
        for (let i = 0; i < THROTTLED_RUNS; i++) {
          const run = await throttledMockRun(browser);
          say(
            `slow line run ${i + 1}: usable ${Math.round(run.usable)} ms, ${Math.round((run.bytes.all ?? 0) / 1024)} KB before the first question, Start → audio ${Math.round(run.startToAudio)} ms`,
          );
          runs.push(run);
        }
        reportThrottled(runs);
      }
      console.log(
        `\nMachine: ${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")}.`,
      );
    } finally {
      await browser?.close();
      await prisma?.$disconnect();
      await (await import("../../lib/db/client")).disconnectDb();
      await cleanUp();
    }
  },
};
