// The parts the page benchmarks share (`bench:marketing`, `bench -- pages`, `bench -- interview`): this app's production
// build on a scratch data directory, a bare Next.js app built beside it (the framework's floor),
// the bytes a fresh visitor downloads, and Lighthouse lab figures in Chromium.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as ChromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../../e2e/support/chromium-flags";
import { startCommand } from "../start-command";
import { scriptsNamedIn } from "./first-load";

const root = process.cwd();
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = CHROMIUM_FLAGS;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const say = (line: string) => console.log(`[bench] ${line}`);

/** Servers and scratch folders a run started; `cleanUp` stops and removes them all. */
const children: ChildProcess[] = [];
const scratch: string[] = [];

export async function cleanUp() {
  for (const child of children.splice(0)) await stop(child);
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
}

// Ctrl-C (or a kill) mid-run still stops the servers and removes the scratch folders.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

function run(command: string, argv: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, argv, { cwd, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${argv.join(" ")} failed in ${cwd}`);
}

function start(command: string, argv: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(command, argv, { cwd, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Refuses a port something else listens on: its answers would pass for our server's. */
async function assertPortFree(port: number) {
  const free = await new Promise<boolean>((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
  if (!free) throw new Error(`port ${port} is in use: choose others with BENCH_PORT / BENCH_FLOOR_PORT`);
}

async function waitForHttp(url: string, child: ChildProcess, seconds = 180) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited early (code ${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** This app's production build: the existing `.next` unless `rebuild` or there is none. */
export function ensureBuild(rebuild: boolean) {
  if (!rebuild && existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(path.join(root, "dist", "serve.mjs"))) return;
  say("building the app (npm run build)");
  run("npm", ["run", "build"], root);
}

let lastAppPid: number | undefined;

/** The process id of the app server `startApp` started last (for its memory and CPU in /proc). */
export function appPid(): number | undefined {
  return lastAppPid;
}

/** Starts this app's production server on a fresh scratch data directory; resolves once it answers. */
export async function startApp(options: { port: number; pgPort: number; seedDemo: boolean; worker: boolean; env?: Record<string, string> }): Promise<string> {
  await assertPortFree(options.port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hireready-bench-"));
  chmodSync(dataDir, 0o755); // run as root, embedded PostgreSQL drops to its own user, which must get in
  scratch.push(dataDir);
  say(`starting the app on port ${options.port} (data in ${dataDir})`);
  const base = `http://localhost:${options.port}`;
  const { env, nodeFlags } = startCommand(root);
  const app = start(process.execPath, [...nodeFlags, "dist/serve.mjs", "start"], root, {
    ...env,
    PORT: String(options.port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(options.pgPort),
    NEXTAUTH_URL: base,
    LOG_LEVEL: "warn",
    WORKER: options.worker ? "in-process" : "off",
    SEED_DEMO: options.seedDemo ? "1" : "0",
    ...options.env,
  });
  lastAppPid = app.pid;
  await waitForHttp(`${base}/api/health`, app);
  return base;
}

/** Builds and starts a bare Next.js app (one page holding one next/link) on the installed next. */
export async function startFloorApp(port: number): Promise<string> {
  await assertPortFree(port);
  const dir = mkdtempSync(path.join(os.tmpdir(), "next-floor-"));
  scratch.push(dir);
  mkdirSync(path.join(dir, "app", "other"), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "next-floor", private: true }));
  writeFileSync(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(dir)} } };\n`);
  writeFileSync(
    path.join(dir, "app", "layout.jsx"),
    `export const metadata = { title: "Next.js floor" };\nexport default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n`,
  );
  writeFileSync(
    path.join(dir, "app", "page.jsx"),
    `import Link from "next/link";\nexport default function Page() { return <main><h1>The Next.js floor</h1><p>One page, one link.</p><Link href="/other">Another page</Link></main>; }\n`,
  );
  writeFileSync(path.join(dir, "app", "other", "page.jsx"), `export default function Other() { return <main><h1>Another page</h1></main>; }\n`);
  // Turbopack refuses a node_modules symlinked from outside the project: hard-link a copy instead.
  run("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")], dir);
  say(`building the Next.js floor app in ${dir}`);
  const next = path.join(dir, "node_modules/next/dist/bin/next");
  run(process.execPath, [next, "build"], dir, { NEXT_TELEMETRY_DISABLED: "1" });
  const floor = start(process.execPath, [next, "start", "-p", String(port)], dir, { NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" });
  const base = `http://localhost:${port}`;
  await waitForHttp(`${base}/`, floor);
  return base;
}

export interface Transferred {
  /** Compressed bodies of the scripts, as they came over the wire (headers not counted). */
  js: number;
  /**
   * The page's first load: the scripts its document names (script tags, script preloads, the
   * chunks in its inline React payload), which the page needs before it works. The rest of `js`
   * came after: route prefetches and parts loaded on use.
   */
  firstLoadJs: number;
  scripts: number;
  /** Compressed bodies of every response: the document, scripts, styles, fonts, images, data. */
  total: number;
  requests: number;
}

/**
 * What a fresh visitor downloads, counted once the network has settled (so route prefetches count
 * too, in `js`; `firstLoadJs` leaves them out). `cookie` ("name=value; …") signs the visitor in; a
 * page that redirects elsewhere throws.
 */
export async function transferred(url: string, viewport: { width: number; height: number }, cookie = ""): Promise<Transferred> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext({ viewport });
    const cookies = cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
      });
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    const sizes: Promise<{ script: boolean; bytes: number; url: string }>[] = [];
    page.on("requestfinished", (request) => {
      // Chromium's own PDF viewer loads its scripts from inside the browser: not downloaded.
      if (!/^https?:/.test(request.url())) return;
      const script = request.resourceType() === "script";
      // A body handed to Chromium's PDF viewer never reports its size: its declared length stands in.
      const declared = new Promise<number>((resolve) => setTimeout(resolve, 5000)).then(async () =>
        Number((await request.response())?.headers()["content-length"] ?? 0),
      );
      sizes.push(Promise.race([request.sizes().then((s) => s.responseBodySize), declared]).then((bytes) => ({ script, bytes, url: request.url() })));
    });
    const document = await page.goto(url, { waitUntil: "networkidle" });
    const named = scriptsNamedIn((await document?.text()) ?? "");
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} went to ${page.url()}`);
    await page.waitForTimeout(1500); // idle-time prefetches
    await page.waitForLoadState("networkidle");
    const all = await Promise.all(sizes);
    const scripts = all.filter((s) => s.script);
    // BENCH_SCRIPTS=1: each script the page downloaded, largest first (what to look at when a page grows).
    if (process.env.BENCH_SCRIPTS) {
      for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes))
        say(`  ${kb(s.bytes).padStart(9)}  ${named.has(new URL(s.url).pathname) ? "first load" : "later     "}  ${new URL(s.url).pathname}`);
    }
    const sum = (list: { bytes: number }[]) => list.reduce((a, b) => a + b.bytes, 0);
    const firstLoad = scripts.filter((s) => named.has(new URL(s.url).pathname));
    return { js: sum(scripts), firstLoadJs: sum(firstLoad), scripts: scripts.length, total: sum(all), requests: all.length };
  } finally {
    await browser.close();
  }
}

export interface LabFigures {
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}

/** Network shaping for Lighthouse: none (a local server), or slow 4G through DevTools. */
export type Network = "local" | "slow-4g";

/**
 * Slow 4G as Lighthouse names it (150 ms round trip, 1.6 Mbps down, 750 Kbps up), applied by
 * DevTools (`Network.emulateNetworkConditions`) to every request: real waiting, not a simulation.
 */
const SLOW_4G = { requestLatencyMs: 150, downloadThroughputKbps: 1.6 * 1024, uploadThroughputKbps: 750, rttMs: 0, throughputKbps: 0 };
const NO_NETWORK_SHAPING = { requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0, rttMs: 0, throughputKbps: 0 };

function lighthouseConfig(desktop: boolean, network: Network, cookie: string) {
  const screen = desktop ? { mobile: false, ...DESKTOP, deviceScaleFactor: 1 } : { mobile: true, ...PHONE, deviceScaleFactor: 3 };
  return {
    extends: "lighthouse:default",
    settings: {
      onlyCategories: ["performance"],
      formFactor: desktop ? "desktop" : "mobile",
      screenEmulation: { ...screen, disabled: false },
      // Real 4x CPU slowdown through DevTools.
      throttlingMethod: "devtools",
      throttling: { cpuSlowdownMultiplier: 4, ...(network === "slow-4g" ? SLOW_4G : NO_NETWORK_SHAPING) },
      disableFullPageScreenshot: true,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
  } as const;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Lighthouse LCP, CLS, TBT and FCP: the median of `runs`, each in a fresh Chromium. */
export async function labFigures(url: string, options: { runs: number; desktop?: boolean; network?: Network; cookie?: string }): Promise<LabFigures> {
  const samples: LabFigures[] = [];
  for (let i = 0; i < options.runs; i++) {
    const chrome = await ChromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", ...FLAGS] });
    try {
      const config = lighthouseConfig(options.desktop ?? false, options.network ?? "local", options.cookie ?? "");
      const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" }, config as never);
      const audits = result?.lhr.audits ?? {};
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        lcp: value("largest-contentful-paint"),
        cls: value("cumulative-layout-shift"),
        tbt: value("total-blocking-time"),
        fcp: value("first-contentful-paint"),
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    lcp: median(samples.map((s) => s.lcp)),
    cls: median(samples.map((s) => s.cls)),
    tbt: median(samples.map((s) => s.tbt)),
    fcp: median(samples.map((s) => s.fcp)),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function printTable(title: string, header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}
