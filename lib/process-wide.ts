// The one process-wide holder. Next.js builds route handlers (and instrumentation.ts) into bundles
// of their own, each with its own copy of a module of ours, so a module-level `let` is one per
// bundle, not one per process. What must be one per process is kept here, under one global key, by
// name:
// - the front door, which instrumentation.ts opens for the server in front of Next.js
//   (lib/http/front-door.ts; scripts/serve.ts loads no other module of lib/ but this one and the
//   embedded PostgreSQL's);
// - the resumable uploads' tus server, store and lock, and what the server learns of an upload
//   while its bytes pass (lib/uploads/resumable.ts);
// - the metrics registry (lib/metrics/registry.ts); the draining flag (lib/http/draining.ts);
// - the request context's storage, which carries each request's id and peer address into Next.js
//   (lib/request-context.ts);
// - the database client and its pools (lib/db/client.ts); the running pg-boss (lib/queue/boss.ts);
//   the Razorpay client (lib/payments/gateway.ts);
// - the AppError class, so an expected failure is `instanceof AppError` in every bundle
//   (lib/errors/app-error.ts).
// No other module calls Symbol.for or keeps state on globalThis by hand (lib/one-way.test.ts).
const KEY = Symbol.for("hireready.process-wide");

type Holder = {
  values: Map<string, unknown>;
  /** Who waits for a value not made yet (processWideWhenMade). */
  waiting: Map<string, Array<(value: unknown) => void>>;
};

function holder(): Holder {
  const scope = globalThis as typeof globalThis & { [KEY]?: Holder };
  return (scope[KEY] ??= { values: new Map(), waiting: new Map() });
}

/** The process's one value under `name`, made by `make` the first time any bundle asks. */
export function processWide<T>(name: string, make: () => T): T {
  const { values, waiting } = holder();
  if (!values.has(name)) {
    const value = make();
    values.set(name, value);
    for (const resolve of waiting.get(name) ?? []) resolve(value);
    waiting.delete(name);
  }
  return values.get(name) as T;
}

/**
 * The value under `name` once some bundle has made it: at once if it has. Rejects after
 * `timeoutMs` if none has (whoever should make it has failed, and says why in its own output).
 */
export function processWideWhenMade<T>(name: string, timeoutMs: number): Promise<T> {
  const { values, waiting } = holder();
  if (values.has(name)) return Promise.resolve(values.get(name) as T);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing was kept under "${name}" within ${timeoutMs / 1000} s`)), timeoutMs);
    const waiters = waiting.get(name) ?? [];
    waiting.set(name, waiters);
    waiters.push((value) => {
      clearTimeout(timer);
      resolve(value as T);
    });
  });
}

/** The name the front door is kept under: instrumentation.ts opens it, the server in front of Next.js takes it. */
export const FRONT_DOOR = "front-door";

/** Forgets the value under `name` (tests play a fresh process, or a second server). */
export function forgetProcessWide(name: string): void {
  holder().values.delete(name);
}
