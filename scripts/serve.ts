// `npm run dev` / `npm start`: the whole product on one command. Checks the configuration and
// starts embedded PostgreSQL when DATABASE_URL is unset, migrates and seeds on first run (those in
// a process of their own, scripts/setup.ts), starts the background worker in another
// (scripts/worker-process.ts), then Next.js behind the server in front of it. Ctrl-C stops all of it.
//
// This process loads no module of lib/ but the process-wide holder and the embedded PostgreSQL
// (.dependency-cruiser.cjs, "front-server-loads-no-lib"): the server in front of Next.js comes from
// Next.js's own module graph, opened by instrumentation.ts (lib/http/front-door.ts), so each module
// is loaded once and the two halves share one of everything.
import path from "node:path";
import nextEnv from "@next/env";
import type { FrontDoor } from "../lib/http/front-door";
import { FRONT_DOOR, processWideWhenMade } from "../lib/process-wide";
import { runSetup, SetupFailed, type SetupSettings } from "./setup-process";
import { entryCommand, startWorkerProcess } from "./worker-process";

const mode = process.argv[2] === "start" ? "start" : "dev";
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? (mode === "start" ? "production" : "development") });

const say = (line: string) => console.log(`[hireready] ${line}`);
const warn = (line: string) => console.warn(`[hireready] warning: ${line}`);

// Same .env files Next.js reads, so every process sees one configuration.
nextEnv.loadEnvConfig(process.cwd(), mode === "dev", { info: () => undefined, error: console.error });

// On a stop, `drains` run together first (requests in flight, the worker's running tasks: up to
// SHUTDOWN_GRACE_SECONDS, and the worker's exit), then `cleanups` in order; the embedded PostgreSQL stops last.
const drains: Array<(graceMs: number) => Promise<unknown>> = [];
const cleanups: Array<() => Promise<unknown>> = [];
/** Taken once Next.js has opened it; a stop before that has no server to drain. */
const front: { door?: FrontDoor } = {};
let graceSeconds = 0;

/** How long Next.js may take to run instrumentation.ts once prepared (a first compile in dev included). */
const DOOR_WAIT_MS = 120_000;

let stopping = false;
async function shutdown(code: number, signal?: string) {
  if (stopping) return;
  stopping = true;
  if (signal) say(`${signal}: finishing requests in flight and running tasks (up to ${graceSeconds} s), taking no new ones`);
  front.door?.startDraining();
  await Promise.all(drains.map((drain) => drain(graceSeconds * 1000).catch((e: unknown) => warn(String(e)))));
  for (const cleanup of cleanups) await cleanup().catch((e: unknown) => warn(String(e)));
  process.exit(code);
}
/** Stops the process (or lets a stop under way do it): what awaits it never goes on. */
function stop(code: number): Promise<never> {
  void shutdown(code);
  return new Promise<never>(() => undefined);
}
process.on("SIGINT", () => void shutdown(0, "SIGINT"));
process.on("SIGTERM", () => void shutdown(0, "SIGTERM"));

/** The database the setup migrates: DATABASE_URL, or an embedded PostgreSQL this process runs and stops last. */
async function database(settings: SetupSettings) {
  if (settings.databaseUrl) return { url: settings.databaseUrl, embedded: null };
  const { startEmbeddedPostgres, stopDatabaseOnSignalsYourself } = await import("../lib/db/embedded");
  stopDatabaseOnSignalsYourself();
  const dir = path.join(settings.dataDir, "postgres");
  const started = await startEmbeddedPostgres({ dir, port: settings.embeddedPgPort, database: "hireready" });
  cleanups.push(async () => {
    await started.stop();
    say("embedded PostgreSQL stopped");
  });
  return { url: started.url, embedded: `embedded PostgreSQL (${dir}, port ${settings.embeddedPgPort})` };
}

let settings: SetupSettings;
try {
  settings = await runSetup(entryCommand(import.meta.url, "setup"), process.env, async (checked) => {
    graceSeconds = checked.graceSeconds;
    const answer = await database(checked);
    process.env.DATABASE_URL = answer.url;
    return answer;
  });
} catch (error) {
  console.error(error instanceof SetupFailed ? `[hireready] ${error.message}` : error);
  settings = await stop(1);
}
process.env.NEXTAUTH_SECRET = settings.authSecret;
process.env.NEXTAUTH_URL ??= settings.appUrl;

// The worker gets this process's environment as it is now, the database's URL included.
const worker = settings.worker ? startWorkerProcess({ command: entryCommand(import.meta.url, "worker"), env: { ...process.env }, log: say }) : null;
if (worker) {
  drains.push(async (graceMs) => {
    await worker.stop(graceMs);
    say("worker stopped");
  });
}

// Next.js runs inside our own HTTP server (lib/http/peer-address-server.ts), which instrumentation.ts
// opens as Next.js's server prepares (in production that goes on after prepare() has returned): it
// checks every request first, serves the resumable uploads, and tells route handlers each request's
// socket address and id.
const { default: next } = await import("next");
const app = next({ dev: mode === "dev", dir: process.cwd(), hostname: "localhost", port: settings.port });
cleanups.unshift(() => app.close());
async function openedFrontDoor(): Promise<FrontDoor> {
  try {
    await app.prepare();
    return await processWideWhenMade<FrontDoor>(FRONT_DOOR, DOOR_WAIT_MS);
  } catch (error) {
    console.error(error, "\n[hireready] Next.js's instrumentation.ts opens the front door (lib/http/front-door.ts): did it fail?");
    return stop(1);
  }
}
const door = (front.door = await openedFrontDoor());
cleanups.splice(1, 0, () => door.disconnectDb());
// Its task runs are counted in its own process: /metrics here answers for both.
if (worker) door.addMetricsSource(() => worker.metrics());
const server = door.createServer(app.getRequestHandler(), { dev: mode === "dev" });
drains.push(async (graceMs) => {
  const { cutOff } = await door.drain(server, graceMs);
  say(cutOff ? `${cutOff} requests were cut off after ${graceMs / 1000} s` : "requests in flight finished; no new connections taken");
});
server.on("error", (error) => {
  console.error(error);
  void shutdown(1);
});
server.listen(settings.port, () => say(`ready on ${settings.appUrl}`));
