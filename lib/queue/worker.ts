// Subscribes a handler for every task. Runs inside `npm run dev` and in `npm run worker`, which
// start it through lib/task-handlers.ts with the handler of each task.
import type { PgBoss } from "pg-boss";
import { outsideRequest } from "@/lib/request-context";
import { metrics } from "@/lib/metrics/registry";
import { ensureQueue, releaseTasks, type RunningTask } from "./boss";
import type { TaskDefinition } from "./define-task";
import { tasks, type TaskHandler, type TaskHandlers, type TaskName } from "./tasks";

export interface WorkerOptions {
  log?: (line: string) => void;
  /** How often an idle worker looks for tasks; pg-boss's default is 2 s. */
  pollingIntervalSeconds?: number;
}

export interface Worker {
  /**
   * Stops taking tasks at once, lets the running ones finish for up to `graceMs`, then releases
   * those still running (another worker runs them again, without counting an attempt) and aborts
   * their signal. Without `graceMs` it waits for every running task.
   */
  stop(graceMs?: number): Promise<void>;
}

type Running = RunningTask & { abort: AbortController; done: Promise<void> };

interface WorkerState {
  running: Map<string, Running>;
  stopping: boolean;
}

async function subscribe(boss: PgBoss, name: string, task: TaskDefinition, handle: TaskHandler<TaskName>, options: WorkerOptions, state: WorkerState) {
  const { running } = state;
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
  await boss.work(name, workOptions, ([item]) =>
    outsideRequest(async () => {
      if (!item) return;
      // Fetched while the worker was stopping (a poll already under way): given straight back.
      if (state.stopping) {
        await releaseTasks(boss, [{ name, id: item.id, retryCount: item.retryCount }]);
        return;
      }
      const isLastAttempt = item.retryCount >= item.retryLimit;
      const m = metrics();
      const labels = { task: name };
      m.tasksRunning.inc(labels);
      const finished = m.taskDuration.startTimer(labels);
      const abort = new AbortController();
      let settle = () => {};
      const done = new Promise<void>((resolve) => (settle = resolve));
      running.set(item.id, { name, id: item.id, retryCount: item.retryCount, abort, done });
      // A task this worker stops (shutting down) is released to run again, so its failure then is
      // never final: the handler must not leave a "failed for good" state behind.
      const context = {
        id: item.id,
        retryCount: item.retryCount,
        signal: AbortSignal.any([item.signal, abort.signal]),
        get isLastAttempt() {
          return isLastAttempt && !abort.signal.aborted;
        },
      };
      try {
        const data = task.input.parse(item.data);
        await handle(data as never, context);
        m.tasksCompleted.inc(labels);
        finished({ outcome: "completed" });
        log(`task ${name} ${item.id} done`);
      } catch (error) {
        m.tasksFailed.inc(labels);
        finished({ outcome: "failed" });
        const reason = error instanceof Error ? error.message : String(error);
        log(`task ${name} ${item.id} failed (attempt ${item.retryCount + 1}${context.isLastAttempt ? ", final" : ""}): ${reason}`);
        throw error; // pg-boss records it and schedules the retry
      } finally {
        m.tasksRunning.dec(labels);
        running.delete(item.id);
        settle();
      }
    }),
  );
}

/** Works every task with its handler until stopped. */
export async function startWorker(handlers: TaskHandlers, options: WorkerOptions = {}): Promise<Worker> {
  const names = Object.keys(tasks) as TaskName[];
  const state: WorkerState = { running: new Map(), stopping: false };
  let boss: PgBoss | undefined;
  for (const name of names) {
    const task: TaskDefinition = tasks[name];
    boss = await ensureQueue(name, task.options);
    await subscribe(boss, name, task, handlers[name] as TaskHandler<TaskName>, options, state);
    // pg-boss keeps one schedule per queue across every worker and sends the task when it is due.
    if (task.cron) await boss.schedule(name, task.cron, {}, { tz: "UTC" });
  }
  options.log?.(`worker listening on ${names.join(", ")}`);
  return {
    stop: async (graceMs) => {
      // No new task is taken from here on; the ones running go on.
      state.stopping = true;
      const stopped = Promise.all(names.map((name) => boss?.offWork(name, { wait: true })));
      if (graceMs === undefined) {
        await stopped;
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<"deadline">((resolve) => (timer = setTimeout(() => resolve("deadline"), graceMs)));
      const outcome = await Promise.race([stopped.then(() => "finished" as const), deadline]);
      clearTimeout(timer);
      if (outcome === "finished" || !boss) return;
      const left = [...state.running.values()];
      const released = await releaseTasks(boss, left);
      for (const task of left) task.abort.abort(new Error("The worker is shutting down: the task was released"));
      options.log?.(`released ${released} running ${released === 1 ? "task" : "tasks"} to another worker`);
      // An aborted handler ends soon; its outcome no longer counts (the release moved the attempt on).
      await Promise.race([Promise.all(left.map((task) => task.done)), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    },
  };
}
