// One started pg-boss per process, on the app's own PostgreSQL (schema "pgboss").
import { PgBoss, type QueueOptions } from "pg-boss";
import { databaseUrl } from "@/lib/db/client";
import { logger } from "@/lib/log";
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

// On globalThis so Next's dev-mode module reloads reuse the running instance.
const globalForQueue = globalThis as unknown as { __queue?: QueueState };

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
    logger().error({ message: error.message, code: error.code }, "pg-boss error");
  });
  await boss.start();
  return boss;
}

export function queue(): Promise<PgBoss> {
  if (!globalForQueue.__queue) {
    const boss = start();
    globalForQueue.__queue = { boss, created: new Map() };
    // A failed start (database down) must not stick: the next call tries again.
    boss.catch(() => {
      if (globalForQueue.__queue?.boss === boss) globalForQueue.__queue = undefined;
    });
  }
  return globalForQueue.__queue.boss;
}

/** createQueue() is required before send/work; it is idempotent, so once per process is plenty. */
export async function ensureQueue(name: string, options: TaskQueueOptions = {}): Promise<PgBoss> {
  const boss = await queue();
  const state = globalForQueue.__queue;
  if (!state) throw new Error("The queue was stopped");
  let created = state.created.get(name);
  if (!created) {
    // createQueue leaves a queue that exists as it is: one made before it asked to be woken, or
    // before tasks sent heartbeats, is told now (its cron-sent tasks get the heartbeat too).
    created = boss
      .createQueue(name, { ...DEFAULT_TASK_OPTIONS, ...options })
      .then(() =>
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

export async function stopQueue(): Promise<void> {
  const state = globalForQueue.__queue;
  if (!state) return;
  globalForQueue.__queue = undefined;
  const boss = await state.boss.catch(() => null);
  // Graceful: running handlers get up to 20 s to finish before their tasks are failed for retry.
  await boss?.stop({ graceful: true, timeout: 20_000 });
}
