// The background worker of `npm run dev` / `npm start` (unless WORKER=off): scripts/worker.ts in a
// process of its own, started by the server with the server's environment (the embedded
// PostgreSQL's DATABASE_URL included). The worker then loads lib/ without Next.js in its process,
// and Next.js loads its own modules in the server undisturbed.
//
// - Its output goes straight to the server's stdout and stderr, its lines marked [worker].
// - A stop sends it SIGTERM and waits for its exit: it drains its running tasks within the grace
//   period, and the server stops the embedded PostgreSQL only after that.
// - It is connected by an IPC channel: should the server die without a stop, the channel closes
//   and the worker stops itself (scripts/worker.ts), so it never outlives the server.
// - A crash is logged and the worker started again, after 1 s, then 2, 4 … up to 60 s while it
//   keeps crashing; the web half stays up meanwhile, and tasks wait in the queue (or are retried
//   once their heartbeat goes stale) until a worker runs them.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface WorkerProcess {
  /** SIGTERM, then its exit: within `graceMs` and a margin for closing the queue, else SIGKILL. */
  stop(graceMs: number): Promise<void>;
  /** Its metrics registry as JSON (scripts/worker.ts answers over the channel); null if it is not running or does not answer within 2 s. */
  metrics(): Promise<object[] | null>;
}

/** What the server asks its worker over the channel, and how the worker answers (scripts/worker.ts). */
export type MetricsAsk = { metricsAsk: number };
export type MetricsAnswer = { metricsAnswer: number; metrics: object[] };

export interface WorkerProcessOptions {
  /** The program and its arguments (workerCommand()). */
  command: readonly string[];
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** First wait before a restart; doubled after each crash that came soon after a start. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** A run this long counts as healthy: the next crash waits firstBackoffMs again. */
  healthyAfterMs?: number;
}

/** After the grace period, what the worker still does: close the queue (1 s) and its database pool. */
const STOP_MARGIN_MS = 10_000;

/**
 * How to start the entry `name` (scripts/worker.ts, scripts/setup.ts) next to the server entry at
 * `serverUrl` (its import.meta.url): beside dist/serve.mjs, dist/<name>.mjs under node (as
 * `npm run worker`); beside scripts/serve.ts, under tsx.
 */
export function entryCommand(serverUrl: string, name: "worker" | "setup"): string[] {
  const server = fileURLToPath(serverUrl);
  if (server.endsWith(".ts")) return [process.execPath, "--import", "tsx", path.join(path.dirname(server), `${name}.ts`)];
  return [process.execPath, path.join(path.dirname(server), `${name}.mjs`)];
}

export function startWorkerProcess(options: WorkerProcessOptions): WorkerProcess {
  const { command, env, log, firstBackoffMs = 1000, maxBackoffMs = 60_000, healthyAfterMs = 60_000 } = options;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let restartTimer: NodeJS.Timeout | undefined;
  let backoffMs = firstBackoffMs;
  let stopping = false;
  let asked = 0;

  const start = () => {
    const startedAt = Date.now();
    const [file, ...args] = command;
    const running = spawn(file!, args, { env, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    child = running;
    exited = new Promise((resolve) => {
      const ended = (how: string) => {
        if (child !== running) return;
        child = null;
        resolve();
        if (stopping) return;
        if (Date.now() - startedAt >= healthyAfterMs) backoffMs = firstBackoffMs;
        log(`worker ${how}; starting it again in ${backoffMs / 1000} s`);
        restartTimer = setTimeout(start, backoffMs);
        backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
      };
      running.once("exit", (code, signal) => ended(`exited (${signal ?? `code ${code}`})`));
      // Not started at all (no such program): no exit event follows.
      running.once("error", (error) => running.pid === undefined && ended(`could not be started (${error.message})`));
    });
  };
  start();

  return {
    metrics() {
      const running = child;
      if (!running?.connected) return Promise.resolve(null);
      const ask = ++asked;
      return new Promise((resolve) => {
        const done = (found: object[] | null) => {
          clearTimeout(timer);
          running.off("message", onMessage);
          resolve(found);
        };
        const onMessage = (message: Partial<MetricsAnswer>) => message.metricsAnswer === ask && done(message.metrics ?? null);
        const timer = setTimeout(() => done(null), 2000);
        running.on("message", onMessage);
        running.send({ metricsAsk: ask } satisfies MetricsAsk, (error) => error && done(null));
      });
    },
    async stop(graceMs) {
      stopping = true;
      clearTimeout(restartTimer);
      const running = child;
      if (!running) return;
      running.kill("SIGTERM");
      const killer = setTimeout(() => {
        log(`worker did not stop within ${(graceMs + STOP_MARGIN_MS) / 1000} s: killing it`);
        running.kill("SIGKILL");
      }, graceMs + STOP_MARGIN_MS);
      await exited;
      clearTimeout(killer);
    },
  };
}
