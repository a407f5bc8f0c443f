// `npm run worker`: the background worker on its own, for deployments with several app
// servers; `npm run dev` / `npm start` start it too, as a process of their own (scripts/worker-process.ts).
// Processes every pg-boss queue until SIGINT/SIGTERM; then takes no new task, lets the
// running ones finish within SHUTDOWN_GRACE_SECONDS and releases the rest to another worker.
// (Static imports are safe before loadEnvConfig: lib/env reads process.env on first use.)
import nextEnv from "@next/env";
import { disconnectDb } from "../lib/db/client";
import { env, EnvError } from "../lib/env";
import { mailDriverName } from "../lib/mail";
import { taskRunMetrics } from "../lib/metrics/registry";
import { stopQueue } from "../lib/queue";
import { smsDriverName } from "../lib/sms";
import { storage, sweepStorageTempFiles } from "../lib/storage";
import { startTaskWorker } from "../lib/task-handlers";
import type { MetricsAnswer, MetricsAsk } from "./worker-process";

const say = (line: string) => console.log(`[worker] ${line}`);

// The same .env files `npm start` reads (a worker is a deployment process), or `npm run dev`'s when it started this one.
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development", { info: () => undefined, error: console.error });

try {
  env();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
if (!env().DATABASE_URL) {
  console.error(
    "DATABASE_URL is not set. The worker shares the app's PostgreSQL: point DATABASE_URL at the same database " +
      "as the app servers (`npm run dev` and `npm start` start a worker of their own unless WORKER=off).",
  );
  process.exit(1);
}

say(`drivers: mail=${mailDriverName()} sms=${smsDriverName()} storage=${storage().name}`);
if (env().NODE_ENV === "production") {
  if (mailDriverName() === "outbox") say("warning: SMTP_URL is not set; e-mails go to the outbox, not to people");
  if (smsDriverName() === "outbox") say("warning: Twilio is not configured; SMS go to the outbox, not to phones");
  if (storage().name === "disk") say("warning: S3_BUCKET is not set; files go to local disk, unseen by other servers");
}

// Uploads cut off by a crash of an earlier run leave temp files behind.
const swept = await sweepStorageTempFiles();
if (swept > 0) say(`removed ${swept} temp files of interrupted uploads`);

// Listening for the signal before the first task can start: a task may run before every queue is subscribed.
const started = startTaskWorker({ log: say });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Ctrl-C in a terminal reaches the embedded PostgreSQL of `npm run dev` too, which then ends every
  // connection at once; pg-boss's LISTEN client, closing, has no listener left for that error.
  process.on("uncaughtException", (error: Error & { code?: string }) => {
    if (error.code === "57P01") say("the database stopped before this worker did");
    else console.error(error);
    process.exit(error.code === "57P01" ? 0 : 1);
  });
  const grace = env().SHUTDOWN_GRACE_SECONDS;
  say(`${signal}: finishing running tasks (up to ${grace} s), taking no new ones`);
  try {
    const worker = await started;
    await worker.stop(grace * 1000);
    await stopQueue(1000);
    await disconnectDb();
    say("stopped");
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
// Started by an app server (scripts/worker-process.ts): its channel closes when the server dies
// without stopping this worker; over it, the server asks for the task metrics it serves at /metrics.
process.on("disconnect", () => void shutdown("app server gone"));
process.on("message", ({ metricsAsk }: Partial<MetricsAsk>) => {
  if (typeof metricsAsk !== "number") return;
  void taskRunMetrics().then((found) => process.send?.({ metricsAnswer: metricsAsk, metrics: found } satisfies MetricsAnswer));
});
await started;
