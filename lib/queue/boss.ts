// One started pg-boss per process, on the app's own PostgreSQL (schema "pgboss").
import { PgBoss, type QueueOptions } from "pg-boss";
import { databaseUrl } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { processWide } from "@/lib/process-wide";
import type { TaskQueueOptions } from "./define-task";

/**
 * A running task's worker proves it is alive this often (pg-boss refreshes the row every half of
 * it); a task whose process died is failed for retry once its heartbeat is this old, instead of
 * waiting for its expiry (up to an hour for an export). Long enough for a busy event loop.
 */
export const HEARTBEAT_SECONDS = 20;
/** How often each process looks for tasks whose heartbeat or expiry has passed. */
export const MONITOR_INTERVAL_SECONDS = 10;

/** Retry defaults for every task: pg-boss's own default retries twice, immediately. */
export const DEFAULT_TASK_OPTIONS = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
  heartbeatSeconds: HEARTBEAT_SECONDS,
} satisfies QueueOptions;

interface QueueState {
  boss: Promise<PgBoss>;
  created: Map<string, Promise<void>>;
}

// Instances being stopped: a handler still running after its task was released may fail to settle
// against a closed pool, which is expected then and not worth an error line.
const stopping = new WeakSet<PgBoss>();

// One per process (lib/process-wide.ts): the server's copy of this module, each Next.js bundle's
// and a dev-mode reload all reach the same running instance.
function running(): { state?: QueueState } {
  return processWide("queue", () => ({}));
}

async function start(): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl(),
    schema: "pgboss",
    max: 4,
    application_name: "hireready-queue",
    // Queues with `notify` wake their workers through LISTEN/NOTIFY the moment a task is sent (one
    // more connection; through PgBouncer in transaction mode pg-boss warns and keeps polling).
    useListenNotify: true,
    // A crashed task is noticed within HEARTBEAT_SECONDS + this, so it runs again within a minute.
    monitorIntervalSeconds: MONITOR_INTERVAL_SECONDS,
    superviseIntervalSeconds: MONITOR_INTERVAL_SECONDS,
  });
  // An unhandled "error" event would crash the process; pg-boss recovers by itself.
  boss.on("error", (error: Error & { code?: string }) => {
    // 57P01: the database is shutting down (Ctrl-C stops it alongside us); not worth a stack.
    if (error.code === "57P01") return logger().debug("pg-boss: database shutting down");
    if (stopping.has(boss)) return logger().debug({ message: error.message }, "pg-boss: error while stopping");
    logger().error({ message: error.message, code: error.code }, "pg-boss error");
  });
  await boss.start();
  return boss;
}

export function queue(): Promise<PgBoss> {
  const held = running();
  if (!held.state) {
    const boss = start();
    held.state = { boss, created: new Map() };
    // A failed start (database down) must not stick: the next call tries again.
    boss.catch(() => {
      if (held.state?.boss === boss) held.state = undefined;
    });
  }
  return held.state.boss;
}

/** createQueue() is required before send/work; it is idempotent, so once per process is plenty. */
export async function ensureQueue(name: string, options: TaskQueueOptions = {}): Promise<PgBoss> {
  const boss = await queue();
  const state = running().state;
  if (!state) throw new Error("The queue was stopped");
  let created = state.created.get(name);
  if (!created) {
    // createQueue leaves a queue that exists as it is: one made before it asked to be woken, or
    // before tasks sent heartbeats, is told now (its cron-sent tasks get the heartbeat too).
    created = boss.createQueue(name, { ...DEFAULT_TASK_OPTIONS, ...options }).then(() =>
      boss.updateQueue(name, {
        heartbeatSeconds: options.heartbeatSeconds ?? HEARTBEAT_SECONDS,
        ...(options.notify ? { notify: true } : {}),
      }),
    );
    state.created.set(name, created);
    created.catch(() => state.created.delete(name));
  }
  await created;
  return boss;
}

/** A task this process is running: the attempt pg-boss fetched (its completion is fenced on it). */
export interface RunningTask {
  name: string;
  id: string;
  retryCount: number;
}

/**
 * Gives running tasks back to the queue when their worker shuts down: due at once for any worker,
 * as a retry that does not count against the task's attempts. The attempt number moves on, so
 * whatever the old handler still settles is ignored (pg-boss fences completion on it).
 */
export async function releaseTasks(boss: PgBoss, tasks: RunningTask[]): Promise<number> {
  if (tasks.length === 0) return 0;
  const result = await boss.getDb().executeSql(
    `UPDATE pgboss.job
        SET state = 'retry', retry_count = retry_count + 1, retry_limit = retry_limit + 1,
            start_after = now(), started_on = NULL, heartbeat_on = NULL,
            output = '{"message":"released by a worker shutting down"}'::jsonb
      WHERE id = ANY($1::uuid[]) AND state = 'active' AND (id::text || ':' || retry_count::text) = ANY($2::text[])
      RETURNING id`,
    [tasks.map((task) => task.id), tasks.map((task) => `${task.id}:${task.retryCount}`)],
  );
  return result.rows.length;
}

/**
 * Closes pg-boss. Running handlers get up to `graceMs` (default 20 s) to finish before their tasks
 * are failed for retry; a worker that has stopped (startWorker's stop) has none left by then.
 */
export async function stopQueue(graceMs = 20_000): Promise<void> {
  const held = running();
  const state = held.state;
  if (!state) return;
  held.state = undefined;
  const boss = await state.boss.catch(() => null);
  if (!boss) return;
  stopping.add(boss);
  await boss.stop({ graceful: true, timeout: graceMs });
}
