// Subscribes a handler for every task. Runs inside `npm run dev` and in `npm run worker`, which
// start it through lib/task-handlers.ts with the handler of each task.
import type { PgBoss } from "pg-boss";
import { outsideRequest } from "@/lib/http/request-id";
import { metrics } from "@/lib/metrics/registry";
import { ensureQueue } from "./boss";
import type { TaskDefinition } from "./define-task";
import { tasks, type TaskHandler, type TaskHandlers, type TaskName } from "./tasks";

export interface WorkerOptions {
  log?: (line: string) => void;
  /** How often an idle worker looks for tasks; pg-boss's default is 2 s. */
  pollingIntervalSeconds?: number;
}

async function subscribe(boss: PgBoss, name: string, task: TaskDefinition, handle: TaskHandler<TaskName>, options: WorkerOptions) {
  const log = options.log ?? (() => {});
  const polling = Math.min(options.pollingIntervalSeconds ?? 2, task.pollingIntervalSeconds ?? Infinity);
  const workOptions = {
    batchSize: 1,
    includeMetadata: true,
    localConcurrency: task.concurrency ?? 1,
    pollingIntervalSeconds: polling,
    // A queue that is woken on each task still polls as often, for retries that come due.
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
      const data = task.input.parse(item.data);
      await handle(data as never, { id: item.id, retryCount: item.retryCount, isLastAttempt, signal: item.signal });
      m.tasksCompleted.inc(labels);
      finished({ outcome: "completed" });
      log(`task ${name} ${item.id} done`);
    } catch (error) {
      m.tasksFailed.inc(labels);
      finished({ outcome: "failed" });
      const reason = error instanceof Error ? error.message : String(error);
      log(`task ${name} ${item.id} failed (attempt ${item.retryCount + 1}${isLastAttempt ? ", final" : ""}): ${reason}`);
      throw error; // pg-boss records it and schedules the retry
    } finally {
      m.tasksRunning.dec(labels);
    }
  }));
}

/** Works every task with its handler until stopped. */
export async function startWorker(handlers: TaskHandlers, options: WorkerOptions = {}): Promise<{ stop: () => Promise<void> }> {
  const names = Object.keys(tasks) as TaskName[];
  let boss: PgBoss | undefined;
  for (const name of names) {
    const task: TaskDefinition = tasks[name];
    boss = await ensureQueue(name, task.options);
    await subscribe(boss, name, task, handlers[name] as TaskHandler<TaskName>, options);
    // pg-boss keeps one schedule per queue across every worker and sends the task when it is due.
    if (task.cron) await boss.schedule(name, task.cron, {}, { tz: "UTC" });
  }
  options.log?.(`worker listening on ${names.join(", ")}`);
  return {
    // Waits for running handlers, so a task is never cut off halfway by our own shutdown.
    stop: async () => {
      await Promise.all(names.map((name) => boss?.offWork(name, { wait: true })));
    },
  };
}
