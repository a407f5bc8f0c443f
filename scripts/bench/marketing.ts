// `npm run bench:marketing`: what each public page costs a visitor. Figures, not pass/fail.
//
// For every marketing page of the production build (`next build` output, served by
// `scripts/serve.ts start` on a scratch data directory), and for a bare Next.js app with one
// page and one next/link built in the same run (the framework's floor):
//   - JavaScript the browser downloads, compressed bytes on the wire, counted until the network
//     settles (so route prefetches count too);
//   - Lighthouse lab figures in Chromium at 390 px with 4x CPU throttling and no network
//     throttling (a local server): LCP, CLS, total blocking time, FCP; the median of BENCH_RUNS.
//
// Environment: BENCH_PORT (3200; the floor app uses BENCH_PORT + 1), BENCH_PG_PORT (54320),
// BENCH_RUNS (3), CHROMIUM (/usr/bin/chromium). Flags: --build rebuilds this app first,
// --desktop also measures at 1280 px.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as ChromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { MARKETING_PAGES } from "../../components/marketing/pages";

const root = process.cwd();
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const FLOOR_PORT = PORT + 1;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54320);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const args = new Set(process.argv.slice(2));

const say = (line: string) => console.log(`[bench] ${line}`);
const children: ChildProcess[] = [];
const scratch: string[] = [];

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

async function waitForHttp(url: string, child: ChildProcess, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited early (code ${child.exitCode})`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** A bare Next.js app: one page holding one next/link, on the installed next (hard-linked in). */
function buildFloorApp(): string {
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
  run(process.execPath, [path.join(dir, "node_modules/next/dist/bin/next"), "build"], dir, { NEXT_TELEMETRY_DISABLED: "1" });
  return dir;
}

interface ScriptBytes {
  bytes: number;
  requests: number;
}

/** Compressed JavaScript bytes a fresh visitor downloads, counted once the network has settled. */
async function javascriptBytes(url: string, viewport: { width: number; height: number }): Promise<ScriptBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport });
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500); // idle-time prefetches
    await page.waitForLoadState("networkidle");
    const all = await Promise.all(sizes);
    return { bytes: all.reduce((a, b) => a + b, 0), requests: all.length };
  } finally {
    await browser.close();
  }
}

interface LabFigures {
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}

function lighthouseConfig(desktop: boolean) {
  const screen = desktop ? { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1 } : { mobile: true, width: 390, height: 844, deviceScaleFactor: 3 };
  return {
    extends: "lighthouse:default",
    settings: {
      onlyCategories: ["performance"],
      formFactor: desktop ? "desktop" : "mobile",
      screenEmulation: { ...screen, disabled: false },
      // Real 4x CPU slowdown through DevTools; no network shaping, the server is local.
      throttlingMethod: "devtools",
      throttling: { cpuSlowdownMultiplier: 4, rttMs: 0, throughputKbps: 0, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
      disableFullPageScreenshot: true,
    },
  } as const;
}

async function labFigures(url: string, desktop: boolean): Promise<LabFigures> {
  const samples: LabFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await ChromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", ...FLAGS] });
    try {
      const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" }, lighthouseConfig(desktop) as never);
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
  const median = (key: keyof LabFigures) => {
    const sorted = samples.map((s) => s[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return { lcp: median("lcp"), cls: median("cls"), tbt: median("tbt"), fcp: median("fcp") };
}

interface Row {
  page: string;
  js: ScriptBytes;
  lab: LabFigures;
}

function printTable(title: string, rows: Row[], floor: Row) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const header = ["page", "JS (gzip)", "vs floor", "scripts", "LCP", "CLS", "TBT", "FCP"];
  const lines = [floor, ...rows].map((row) => [
    row.page,
    kb(row.js.bytes),
    row === floor ? "—" : `${row.js.bytes >= floor.js.bytes ? "+" : ""}${(((row.js.bytes - floor.js.bytes) / floor.js.bytes) * 100).toFixed(1)} %`,
    String(row.js.requests),
    `${(row.lab.lcp / 1000).toFixed(2)} s`,
    row.lab.cls.toFixed(3),
    `${Math.round(row.lab.tbt)} ms`,
    `${(row.lab.fcp / 1000).toFixed(2)} s`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

async function measure(base: string, pagePath: string, label: string, desktop: boolean): Promise<Row> {
  const viewport = desktop ? { width: 1280, height: 800 } : { width: 390, height: 844 };
  const url = `${base}${pagePath}`;
  const js = await javascriptBytes(url, viewport);
  const lab = await labFigures(url, desktop);
  say(`${label}: ${(js.bytes / 1024).toFixed(1)} KB JS, LCP ${(lab.lcp / 1000).toFixed(2)} s, CLS ${lab.cls.toFixed(3)}, TBT ${Math.round(lab.tbt)} ms`);
  return { page: label, js, lab };
}

async function main() {
  if (args.has("--build") || !existsSync(path.join(root, ".next", "BUILD_ID"))) {
    say("building the app (next build)");
    run(path.join(root, "node_modules/.bin/next"), ["build"], root);
  }
  const floorDir = buildFloorApp();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hireready-bench-"));
  chmodSync(dataDir, 0o755); // run as root, embedded PostgreSQL drops to its own user, which must get in
  scratch.push(dataDir);
  say(`starting the app on port ${PORT} (data in ${dataDir})`);
  const app = start(process.execPath, ["--import", "tsx", "scripts/serve.ts", "start"], root, {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
    NEXTAUTH_URL: `http://localhost:${PORT}`,
    LOG_LEVEL: "warn",
    WORKER: "off",
    SEED_DEMO: "0",
  });
  const floor = start(process.execPath, [path.join(floorDir, "node_modules/next/dist/bin/next"), "start", "-p", String(FLOOR_PORT)], floorDir, {
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
  });
  await waitForHttp(`http://localhost:${PORT}/api/health`, app);
  await waitForHttp(`http://localhost:${FLOOR_PORT}/`, floor);

  const formFactors = args.has("--desktop") ? [false, true] : [false];
  for (const desktop of formFactors) {
    const label = desktop ? "1280 px, desktop" : "390 px, mobile";
    say(`measuring at ${label}, ${RUNS} Lighthouse run(s) per page`);
    const floorRow = await measure(`http://localhost:${FLOOR_PORT}`, "/", "Next.js floor (1 page, 1 next/link)", desktop);
    const rows: Row[] = [];
    for (const page of Object.values(MARKETING_PAGES)) rows.push(await measure(`http://localhost:${PORT}`, page.path, page.path, desktop));
    printTable(`Marketing pages at ${label}, 4x CPU throttling, local server (medians of ${RUNS})`, rows, floorRow);
    const home = rows.find((r) => r.page === "/");
    if (home) {
      const budget = floorRow.js.bytes * 1.1;
      console.log(
        `\n/ downloads ${(home.js.bytes / 1024).toFixed(1)} KB of JavaScript; budget (floor + 10 %) ${(budget / 1024).toFixed(1)} KB: ${home.js.bytes <= budget ? "within" : "OVER"}.` +
          ` LCP ${(home.lab.lcp / 1000).toFixed(2)} s (aim < 1.2 s), CLS ${home.lab.cls.toFixed(3)} (aim 0).`,
      );
    }
  }
}

try {
  await main();
} finally {
  for (const child of children) await stop(child);
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
