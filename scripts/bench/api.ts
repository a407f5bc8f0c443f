// `npm run bench -- api`: the hot HTTP routes under load. Starts the production server on a
// scratch data directory (embedded PostgreSQL, seeded, demo candidate signed in), then drives
// each route with autocannon at 20 connections and prints requests per second, p50/p99 latency,
// the ratio to the floor (/api/health, one database round trip) and the bytes of each answer;
// and what a request costs whatever else the machine is doing: CPU milliseconds of the server and
// of PostgreSQL (from /proc) and PostgreSQL transactions (each statement outside a transaction is
// one), per request.
// Needs a production build (`npm run build`); `--build` makes one first.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { cpuPerRequest, sampleCpu } from "./process-cpu";
import { anyJobShortId, signInDemoCandidate, type BenchSection } from "./support";
import { startCommand } from "../start-command";

const PORT = Number(process.env.BENCH_API_PORT ?? 3190);
const PG_PORT = Number(process.env.BENCH_API_PG_PORT ?? 54390);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
// Each route is loaded this long first, unmeasured: its module is loaded and compiled on first
// use, and the figures are of the warm server.
const WARMUP_SECONDS = Number(process.env.BENCH_API_WARMUP_SECONDS ?? 2);
// Only the routes whose labels start with one of these (comma-separated); the floor is always run.
const ONLY = (process.env.BENCH_API_ROUTES ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
// A directory for the server's CPU profiles (node --cpu-prof), written when it stops.
const CPU_PROF_DIR = process.env.BENCH_API_CPU_PROF;
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = path.resolve(".data/bench-api");

type Route = { label: string; path: string; signedIn: boolean };

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("the server did not become healthy within 120 s");
}

async function bytesOf(route: Route, cookie: string): Promise<number> {
  const res = await fetch(`${BASE}${route.path}`, { headers: route.signedIn ? { cookie } : {} });
  if (!res.ok) throw new Error(`${route.path} answered ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

// PostgreSQL publishes a busy backend's statistics up to 10 s after it goes idle: the count of
// transactions is read after that long, and covers the warm-up and the measured load.
const STATS_DELAY_MS = 10_500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function committed(stats: pg.Client): Promise<number> {
  const { rows } = await stats.query<{ n: string }>("SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()");
  return Number(rows[0]?.n ?? 0);
}

async function load(route: Route, cookie: string, server: ChildProcess, stats: pg.Client) {
  const transactionsBefore = await committed(stats);
  const headers: Record<string, string> = route.signedIn ? { cookie } : {};
  const warmup = WARMUP_SECONDS > 0 ? await autocannon({ url: `${BASE}${route.path}`, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers }) : null;
  const cpuBefore = sampleCpu(server.pid!);
  const result = await autocannon({ url: `${BASE}${route.path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpu = cpuPerRequest(cpuBefore, sampleCpu(server.pid!), result.requests.total);
  await pause(STATS_DELAY_MS);
  // Less the two reads of the count itself.
  const transactions = (await committed(stats)) - transactionsBefore - 2;
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
    cpu,
    queries: transactions / (result.requests.total + (warmup?.requests.total ?? 0)),
  };
}

function startServer(): ChildProcess {
  rmSync(DATA_DIR, { recursive: true, force: true });
  // Its own process group, so stopping it reaches the embedded PostgreSQL's parent too.
  const profile = CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`] : [];
  const { env, nodeFlags } = startCommand();
  return spawn(process.execPath, [...nodeFlags, ...profile, "dist/serve.mjs", "start"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      DATA_DIR,
      EMBEDDED_PG_PORT: String(PG_PORT),
      NEXTAUTH_URL: BASE,
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      // No background tasks: their polling would count in each route's CPU time and transactions.
      WORKER: "off",
      NODE_ENV: "production",
    },
  });
}

export const apiSection: BenchSection = {
  name: "api",
  standalone: true,
  async run() {
    if (process.argv.includes("--build") || !existsSync(".next/BUILD_ID") || !existsSync("dist/serve.mjs")) {
      console.log("building the production app (npm run build)…");
      const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
      if (build.status !== 0) throw new Error("npm run build failed");
    }
    const server = startServer();
    const stats = new pg.Client({ connectionString: `postgresql://postgres:postgres@localhost:${PG_PORT}/hireready` });
    try {
      await waitForHealth(server);
      await stats.connect();
      const cookie = await signInDemoCandidate(BASE);
      const jobId = await anyJobShortId(BASE, cookie);
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
      console.log("CPU is milliseconds per request of the server (srv) and of PostgreSQL (pg); queries are its transactions per request.");
      console.log(
        `${"route".padEnd(26)} ${"req/s".padStart(8)} ${"ratio".padStart(6)} ${"p50".padStart(7)} ${"p99".padStart(7)} ${"bytes".padStart(8)} ${"failed".padStart(7)} ${"srv ms".padStart(7)} ${"pg ms".padStart(6)} ${"queries".padStart(7)}`,
      );
      await pause(STATS_DELAY_MS); // the statistics of starting up and signing in
      let floor = 0;
      for (const route of routes.filter((r, i) => i === 0 || !ONLY.length || ONLY.some((label) => r.label.startsWith(label)))) {
        const bytes = await bytesOf(route, cookie);
        const r = await load(route, cookie, server, stats);
        if (!floor) floor = r.rps;
        console.log(
          `${route.label.padEnd(26)} ${r.rps.toFixed(0).padStart(8)} ${(r.rps / floor).toFixed(2).padStart(6)} ${`${r.p50} ms`.padStart(7)} ${`${r.p99} ms`.padStart(7)} ${String(bytes).padStart(8)} ${String(r.failed).padStart(7)} ${r.cpu.serverMs.toFixed(2).padStart(7)} ${r.cpu.postgresMs.toFixed(2).padStart(6)} ${r.queries.toFixed(2).padStart(7)}`,
        );
      }
    } finally {
      await stats.end().catch(() => undefined);
      const exited = new Promise((resolve) => server.once("exit", resolve));
      if (server.exitCode === null && server.pid) process.kill(-server.pid, "SIGINT");
      await exited;
      // The server stops its PostgreSQL on the way out; wait for it so the next run starts clean.
      const pidFile = path.join(DATA_DIR, "postgres", "postmaster.pid");
      for (let i = 0; i < 100 && existsSync(pidFile); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};
