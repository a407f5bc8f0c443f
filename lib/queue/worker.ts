// Subscribes a handler for every registered job. Runs inside `npm run dev` and in `npm run worker`.
import type { PgBoss } from "pg-boss";
import type { JobDefinition } from "./define-job";
import { outsideRequest } from "@/lib/http/request-id";
import { metrics } from "@/lib/metrics/registry";
import { ensureQueue } from "./boss";
import { jobs } from "./jobs";

export interface WorkerOptions {
  log?: (line: string) => void;
  /** How often an idle worker looks for jobs; pg-boss's default is 2 s. */
  pollingIntervalSeconds?: number;
}

async function subscribe(boss: PgBoss, name: string, job: JobDefinition, options: WorkerOptions) {
  const log = options.log ?? (() => {});
  const polling = Math.min(options.pollingIntervalSeconds ?? 2, job.pollingIntervalSeconds ?? Infinity);
  const workOptions = {
    batchSize: 1,
    includeMetadata: true,
    localConcurrency: job.concurrency ?? 1,
    pollingIntervalSeconds: polling,
    // A queue that is woken on each job still polls as often, for retries that come due.
    notifyPollingIntervalSeconds: polling,
  } as const;
  // A task's log lines never carry the id of a request that happened to wake the worker.
  await boss.work(name, workOptions, ([item]) => outsideRequest(async () => {
    if (!item) return;
    const isLastAttempt = item.retryCount >= item.retryLimit;
    const m = metrics();
    const labels = { task: name };
    m.tasksRunning.inc(labels);
    const finished = m.taskDuration.startTimer(labels);
    try {
      const data = job.schema.parse(item.data);
      await job.handle(data, { id: item.id, retryCount: item.retryCount, isLastAttempt, signal: item.signal });
      m.tasksCompleted.inc(labels);
      finished({ outcome: "completed" });
      log(`job ${name} ${item.id} done`);
    } catch (error) {
      m.tasksFailed.inc(labels);
      finished({ outcome: "failed" });
      const reason = error instanceof Error ? error.message : String(error);
      log(`job ${name} ${item.id} failed (attempt ${item.retryCount + 1}${isLastAttempt ? ", final" : ""}): ${reason}`);
      throw error; // pg-boss records it and schedules the retry
    } finally {
      m.tasksRunning.dec(labels);
    }
  }));
}

export async function startWorker(options: WorkerOptions = {}): Promise<{ stop: () => Promise<void> }> {
  const entries = Object.entries(jobs) as [string, JobDefinition][];
  let boss: PgBoss | undefined;
  for (const [name, job] of entries) {
    boss = await ensureQueue(name, job.options);
    await subscribe(boss, name, job, options);
    // pg-boss keeps one schedule per queue across every worker and sends the job when it is due.
    if (job.cron) await boss.schedule(name, job.cron, {}, { tz: "UTC" });
  }
  options.log?.(`worker listening on ${entries.map(([name]) => name).join(", ")}`);
  return {
    // Waits for running handlers, so a job is never cut off halfway by our own shutdown.
    stop: async () => {
      await Promise.all(entries.map(([name]) => boss?.offWork(name, { wait: true })));
    },
  };
}
