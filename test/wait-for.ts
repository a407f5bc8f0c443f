// Waiting in a test for something another process or a background task does: the probe is asked
// again and again until it answers a value, or the time is up and the error says what was awaited.

/**
 * A minute by default: real worker processes start and stop slowly on a shared machine. `what` may
 * be a function, read at the time-out, to say how things stood then.
 */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  what: string | (() => string),
  options: { ms?: number; every?: number } = {},
): Promise<T> {
  const { ms = 60_000, every = 200 } = options;
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${typeof what === "string" ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/**
 * Waits until the queue `name` holds a finished task whose input has `key` = `value`, and none of
 * them is still waiting or running. The positive signal a test needs before it says "nothing was
 * sent": the task that would have sent it has run.
 */
export async function waitForTaskDone(
  query: (sql: string, params: unknown[]) => Promise<Array<{ state: string }>>,
  name: string,
  key: string,
  value: string,
): Promise<void> {
  await waitFor(async () => {
    const rows = await query("SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND data->>$2 = $3", [name, key, value]);
    return rows.length > 0 && rows.every((r) => r.state === "completed");
  }, `a finished "${name}" task with ${key} = ${value}`);
}
