// The one process-wide holder. Next.js builds route handlers (and instrumentation.ts) into bundles
// of their own, each with its own copy of a module of ours, so a module-level `let` is one per
// bundle, not one per process; and the server in front of Next.js (scripts/serve.ts) loads a copy
// of its own beside them. What must be one per process is kept here, under one global key, by
// name: the resumable uploads' tus server, store and lock, and what the server learns of an upload
// while its bytes pass (lib/uploads/resumable.ts); the metrics registry (lib/metrics/registry.ts);
// the draining flag (lib/http/draining.ts); the request context's storage, which carries each
// request's id and peer address into Next.js (lib/request-context.ts); the database client and
// its pools (lib/db/client.ts); the running pg-boss (lib/queue/boss.ts); the Razorpay client
// (lib/payments/gateway.ts). No other module calls
// Symbol.for or keeps state on globalThis by hand (lib/one-way.test.ts).
const KEY = Symbol.for("hireready.process-wide");

type Holder = Map<string, unknown>;

function holder(): Holder {
  const scope = globalThis as typeof globalThis & { [KEY]?: Holder };
  return (scope[KEY] ??= new Map());
}

/** The process's one value under `name`, made by `make` the first time any bundle asks. */
export function processWide<T>(name: string, make: () => T): T {
  const values = holder();
  if (!values.has(name)) values.set(name, make());
  return values.get(name) as T;
}

/** Forgets the value under `name` (tests play a fresh process, or a second server). */
export function forgetProcessWide(name: string): void {
  holder().delete(name);
}
