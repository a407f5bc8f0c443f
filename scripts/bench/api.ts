// `npm run bench -- api`: the hot HTTP routes under load. Starts the production server on a
// scratch data directory (embedded PostgreSQL, seeded, demo candidate signed in), then drives
// each route with autocannon at 20 connections and prints requests per second, p50/p99 latency,
// the ratio to the floor (/api/health, one database round trip) and the bytes of each answer.
// Needs a production build (`npm run build`); `--build` makes one first.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { DEMO_CANDIDATE } from "../../lib/seed/demo-credentials";
import type { BenchSection } from "./support";

const PORT = Number(process.env.BENCH_API_PORT ?? 3190);
const PG_PORT = Number(process.env.BENCH_API_PG_PORT ?? 54390);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
// Each route is loaded this long first, unmeasured: its module is loaded and compiled on first
// use, and the figures are of the warm server.
const WARMUP_SECONDS = Number(process.env.BENCH_API_WARMUP_SECONDS ?? 2);
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = path.resolve(".data/bench-api");

type Route = { label: string; path: string; signedIn: boolean };

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("the server did not become healthy within 120 s");
}

async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_CANDIDATE),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  return cookies.join("; ");
}

async function anyJobShortId(cookie: string): Promise<string> {
  const res = await fetch(`${BASE}/api/jobs/search?q=developer`, { headers: { cookie } });
  const body = (await res.json()) as { jobs?: { Short_Job_Id: string }[] };
  const id = body.jobs?.[0]?.Short_Job_Id;
  if (!id) throw new Error("no job found to read");
  return id;
}

async function bytesOf(route: Route, cookie: string): Promise<number> {
  const res = await fetch(`${BASE}${route.path}`, { headers: route.signedIn ? { cookie } : {} });
  if (!res.ok) throw new Error(`${route.path} answered ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

async function load(route: Route, cookie: string) {
  if (WARMUP_SECONDS > 0) {
    await autocannon({ url: `${BASE}${route.path}`, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers: route.signedIn ? { cookie } : {} });
  }
  const result = await autocannon({
    url: `${BASE}${route.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: route.signedIn ? { cookie } : {},
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

function startServer(): ChildProcess {
  rmSync(DATA_DIR, { recursive: true, force: true });
  // Its own process group, so stopping it reaches tsx's child and the embedded PostgreSQL's parent.
  return spawn("node_modules/.bin/tsx", ["scripts/serve.ts", "start"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      EMBEDDED_PG_PORT: String(PG_PORT),
      NEXTAUTH_URL: BASE,
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  });
}

export const apiSection: BenchSection = {
  name: "api",
  standalone: true,
  async run() {
    if (process.argv.includes("--build") || !existsSync(".next/BUILD_ID")) {
      console.log("building the production app (next build)…");
      const build = spawnSync("node_modules/.bin/next", ["build"], { stdio: "inherit" });
      if (build.status !== 0) throw new Error("next build failed");
    }
    const server = startServer();
    try {
      await waitForHealth(server);
      const cookie = await signIn();
      const jobId = await anyJobShortId(cookie);
      const routes: Route[] = [
        { label: "health (the floor)", path: "/api/health", signedIn: false },
        { label: "get-profile", path: "/api/users/get-profile", signedIn: true },
        { label: "search: common word", path: "/api/jobs/search?q=developer", signedIn: true },
        { label: "search: filters only", path: "/api/jobs/search?type=FULL_TIME&mode=REMOTE", signedIn: true },
        { label: "search: typing a prefix", path: "/api/jobs/search?q=dev", signedIn: true },
        { label: "getjob", path: `/api/jobs/getjob?id=${jobId}`, signedIn: true },
        { label: "applied jobs", path: "/api/jobs/applied", signedIn: true },
        { label: "notifications", path: "/api/notifications", signedIn: true },
      ];
      console.log(`${CONNECTIONS} connections, ${SECONDS} s a route after ${WARMUP_SECONDS} s of warm-up, against ${BASE}\n`);
      console.log(
        `${"route".padEnd(26)} ${"req/s".padStart(8)} ${"ratio".padStart(6)} ${"p50".padStart(7)} ${"p99".padStart(7)} ${"bytes".padStart(8)} ${"failed".padStart(7)}`,
      );
      let floor = 0;
      for (const route of routes) {
        const bytes = await bytesOf(route, cookie);
        const r = await load(route, cookie);
        if (!floor) floor = r.rps;
        console.log(
          `${route.label.padEnd(26)} ${r.rps.toFixed(0).padStart(8)} ${(r.rps / floor).toFixed(2).padStart(6)} ${`${r.p50} ms`.padStart(7)} ${`${r.p99} ms`.padStart(7)} ${String(bytes).padStart(8)} ${String(r.failed).padStart(7)}`,
        );
      }
    } finally {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      if (server.exitCode === null && server.pid) process.kill(-server.pid, "SIGINT");
      await exited;
      // The server stops its PostgreSQL on the way out; wait for it so the next run starts clean.
      const pidFile = path.join(DATA_DIR, "postgres", "postmaster.pid");
      for (let i = 0; i < 100 && existsSync(pidFile); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};
