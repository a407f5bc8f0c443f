// `npm run dev` / `npm start`: the whole product on one command. Starts embedded
// PostgreSQL when DATABASE_URL is unset, migrates, seeds on first run, starts the
// background worker in a process of its own (scripts/worker-process.ts), then Next.js. Ctrl-C stops all of it.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import nextEnv from "@next/env";
import { startWorkerProcess, workerCommand } from "./worker-process";

const mode = process.argv[2] === "start" ? "start" : "dev";
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? (mode === "start" ? "production" : "development") });

const say = (line: string) => console.log(`[hireready] ${line}`);
const warn = (line: string) => console.warn(`[hireready] warning: ${line}`);

// Same .env files Next.js reads, so both processes see one configuration.
nextEnv.loadEnvConfig(process.cwd(), mode === "dev", { info: () => undefined, error: console.error });

const { env, EnvError } = await import("../lib/env");
let config;
try {
  config = env();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
mkdirSync(config.dataDir, { recursive: true });
const graceSeconds = config.SHUTDOWN_GRACE_SECONDS;

// A stable secret for local runs, so sessions survive a restart; real deployments set one.
if (!config.NEXTAUTH_SECRET) {
  const file = path.join(config.dataDir, "auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  process.env.NEXTAUTH_SECRET = readFileSync(file, "utf8").trim();
  if (mode === "start") warn(`NEXTAUTH_SECRET is not set: using a generated one from ${file}`);
}
process.env.NEXTAUTH_URL ??= config.appUrl;

// On a stop, `drains` run together first (requests in flight, the worker's running tasks: up to
// SHUTDOWN_GRACE_SECONDS, and the worker's exit), then `cleanups` in order; the embedded PostgreSQL stops last.
const drains: Array<(graceMs: number) => Promise<unknown>> = [];
const cleanups: Array<() => Promise<unknown>> = [async () => (await import("../lib/db/client")).disconnectDb()];
let embedded: string | null = null;
if (!config.DATABASE_URL) {
  const { startEmbeddedPostgres, stopDatabaseOnSignalsYourself } = await import("../lib/db/embedded");
  stopDatabaseOnSignalsYourself();
  const dir = path.join(config.dataDir, "postgres");
  const database = await startEmbeddedPostgres({ dir, port: config.EMBEDDED_PG_PORT, database: "hireready" });
  process.env.DATABASE_URL = database.url;
  cleanups.push(async () => {
    await database.stop();
    say("embedded PostgreSQL stopped");
  });
  embedded = `embedded PostgreSQL (${dir}, port ${config.EMBEDDED_PG_PORT})`;
}
const { resetEnvForTests } = await import("../lib/env");
resetEnvForTests();

let stopping = false;
async function shutdown(code: number, signal?: string) {
  if (stopping) return;
  stopping = true;
  if (signal) say(`${signal}: finishing requests in flight and running tasks (up to ${graceSeconds} s), taking no new ones`);
  const { startDraining } = await import("../lib/http/draining");
  startDraining();
  await Promise.all(drains.map((drain) => drain(graceSeconds * 1000).catch((e: unknown) => warn(String(e)))));
  for (const cleanup of cleanups) await cleanup().catch((e: unknown) => warn(String(e)));
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0, "SIGINT"));
process.on("SIGTERM", () => void shutdown(0, "SIGTERM"));

try {
  const { migrate } = await import("../lib/db/migrate");
  const applied = await migrate(process.env.DATABASE_URL!);
  say(applied.length ? `applied migrations: ${applied.join(", ")}` : "database schema is up to date");

  const { seed, isSeeded } = await import("../lib/seed");
  const { db, disconnectDb } = await import("../lib/db/client");
  if (!(await isSeeded(db()))) {
    const counts = await seed({ log: say });
    say(
      `seeded ${Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")}`,
    );
  }
  await disconnectDb();

  const { describeDrivers, productionWarnings } = await import("../lib/drivers");
  for (const line of describeDrivers({ embeddedDatabase: embedded })) say(line);
  for (const line of productionWarnings({ embeddedDatabase: Boolean(embedded) })) warn(line);

  // Uploads cut off by a crash of an earlier run leave temp files behind.
  const { sweepStorageTempFiles } = await import("../lib/storage");
  const swept = await sweepStorageTempFiles();
  if (swept > 0) say(`removed ${swept} temp files of interrupted uploads`);

  // Not in this process: the task handlers reach modules that import next/server, which must be
  // loaded by Next.js's server first. The worker gets this process's environment as it is now.
  if (env().WORKER !== "off") {
    const worker = startWorkerProcess({ command: workerCommand(import.meta.url), env: { ...process.env }, log: say });
    // Its task runs are counted in its own process: /metrics here answers for both.
    (await import("../lib/metrics/registry")).addMetricsSource(() => worker.metrics());
    drains.push(async (graceMs) => {
      await worker.stop(graceMs);
      say("worker stopped");
    });
  }
} catch (error) {
  console.error(error);
  await shutdown(1);
}

// Next.js runs inside our own HTTP server so route handlers learn each request's socket address
// (lib/http/peer-address-server.ts): per-IP limits key on it unless TRUSTED_PROXY_HOPS is set.
// Next.js first: its server sets up the request storage that next/server and next/headers need when
// they load, and the server in front reaches them (sign-in for resumable uploads). Loaded before
// prepare(), they would keep a storage that refuses every request.
const { default: next } = await import("next");
const app = next({ dev: mode === "dev", dir: process.cwd(), hostname: "localhost", port: config.PORT });
await app.prepare();
const handle = app.getRequestHandler();
const { createPeerAddressServer } = await import("../lib/http/peer-address-server");
const { drainServer } = await import("../lib/http/draining");
const { fileOrigins } = await import("../lib/http/security-headers");
// Pages get their Content-Security-Policy here, with a nonce where Next.js renders them per request.
const server = createPeerAddressServer(handle, { csp: { dev: mode === "dev", files: fileOrigins(process.env) } });
drains.push(async (graceMs) => {
  const { cutOff } = await drainServer(server, graceMs);
  say(cutOff ? `${cutOff} requests were cut off after ${graceMs / 1000} s` : "requests in flight finished; no new connections taken");
});
cleanups.unshift(() => app.close());
server.on("error", (error) => {
  console.error(error);
  void shutdown(1);
});
server.listen(config.PORT, () => say(`ready on ${config.appUrl}`));
