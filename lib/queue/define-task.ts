// A background task: its input schema and how its queue runs it. What a task does (its handler)
// lives in its domain and is wired to the name in lib/task-handlers.ts, so this folder never
// imports a domain that sends tasks. pg-boss delivers at least once (an expired or crashed attempt
// runs again), so a handler must be safe to run twice for the same input.
import type { QueueOptions, QueuePolicy } from "pg-boss";
import type { z } from "zod";

/** A queue's settings: retries and expiry, its policy, and whether a new task wakes the workers at once. */
export type TaskQueueOptions = QueueOptions & { policy?: QueuePolicy; notify?: boolean };

export interface TaskContext {
  id: string;
  retryCount: number;
  /** True when a failure now is final: the place to leave a visible state (mock failed, credits refunded). */
  isLastAttempt: boolean;
  /** Aborted when the task expires or the worker shuts down. */
  signal: AbortSignal;
}

export interface TaskDefinition<S extends z.ZodType = z.ZodType> {
  input: S;
  /** Retry and expiry settings for this task (and the queue's policy); sendTask() options override them. */
  options?: TaskQueueOptions;
  /** Also run on this schedule (cron, UTC) by pg-boss; one run per tick across all workers. */
  cron?: string;
  /** How many of these tasks one worker process runs at once. */
  concurrency?: number;
  /** How often an idle worker looks for this task (seconds); the worker's default otherwise. */
  pollingIntervalSeconds?: number;
}

/** Checks a definition and keeps its exact types (its input schema, its options for callers to read). */
export function defineTask<D extends TaskDefinition>(definition: D): D {
  return definition;
}
