// A background job: the schema its data must match and the handler that does the work.
// pg-boss delivers at least once (an expired or crashed attempt runs again), so a handler
// must be safe to run twice for the same data.
import type { QueueOptions, QueuePolicy } from "pg-boss";

/** A queue's settings: retries and expiry, its policy, and whether a new job wakes the workers at once. */
export type JobQueueOptions = QueueOptions & { policy?: QueuePolicy; notify?: boolean };
import type { z } from "zod";

export interface JobContext {
  id: string;
  retryCount: number;
  /** True when a failure now is final: the place to leave a visible state (mock failed, credits refunded). */
  isLastAttempt: boolean;
  /** Aborted when the job expires or the worker shuts down. */
  signal: AbortSignal;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Retry and expiry settings for this job (and the queue's policy); enqueue() options override them. */
  options?: JobQueueOptions;
  /** Also run on this schedule (cron, UTC) by pg-boss; one run per tick across all workers. */
  cron?: string;
  /** How many of these jobs one worker process runs at once. */
  concurrency?: number;
  /** How often an idle worker looks for this job (seconds); the worker's default otherwise. */
  pollingIntervalSeconds?: number;
  handle(data: z.output<S>, context: JobContext): Promise<void>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
