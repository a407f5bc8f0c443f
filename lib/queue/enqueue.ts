import type { SendOptions } from "pg-boss";
import { DEFAULT_JOB_OPTIONS, ensureQueue } from "./boss";
import { jobs, type JobInput, type JobName } from "./jobs";

/** Validates the data now (a bad job fails at the caller, not later in a worker) and queues it. */
export async function enqueue<N extends JobName>(name: N, data: JobInput<N>, options: SendOptions = {}): Promise<string> {
  const definition = jobs[name];
  const parsed = definition.schema.parse(data) as object;
  const boss = await ensureQueue(name, definition.options);
  // Sent explicitly: createQueue never updates a queue that already exists.
  const id = await boss.send(name, parsed, { ...DEFAULT_JOB_OPTIONS, ...definition.options, ...options });
  if (!id) throw new Error(`pg-boss did not accept a "${name}" job`);
  return id;
}
