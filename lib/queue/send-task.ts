import type { SendOptions } from "pg-boss";
import { DEFAULT_TASK_OPTIONS, ensureQueue } from "./boss";
import type { TaskDefinition } from "./define-task";
import { tasks, type TaskInput, type TaskName } from "./tasks";

/**
 * Validates the input now (a bad task fails at the caller, not later in a worker) and queues it.
 * Returns the task's id, or null when a `singletonKey` was given and the queue's policy already
 * holds a task with that key (waiting or running): that one does the work.
 */
export async function sendTask<N extends TaskName>(name: N, input: TaskInput<N>, options?: SendOptions & { singletonKey?: undefined }): Promise<string>;
export async function sendTask<N extends TaskName>(name: N, input: TaskInput<N>, options: SendOptions): Promise<string | null>;
export async function sendTask<N extends TaskName>(name: N, input: TaskInput<N>, options: SendOptions = {}): Promise<string | null> {
  const definition: TaskDefinition = tasks[name];
  const parsed = definition.input.parse(input) as object;
  const boss = await ensureQueue(name, definition.options);
  // Sent explicitly: createQueue never updates a queue that already exists.
  const id = await boss.send(name, parsed, { ...DEFAULT_TASK_OPTIONS, ...definition.options, ...options });
  if (!id && !options.singletonKey) throw new Error(`pg-boss did not accept a "${name}" task`);
  return id;
}
