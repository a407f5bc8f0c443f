// Every request gets an id: the one our own proxy sent in X-Request-Id when TRUSTED_PROXY_HOPS
// says a proxy stands in front (and the value is short and plain), otherwise a new one. The HTTP
// server in front of Next.js (lib/http/peer-address-server.ts) runs each request inside its id, so
// every log line of the request carries it (lib/log.ts), every answer repeats it in X-Request-Id
// and every 5xx body names it as `requestId` (lib/http/respond.ts): support finds the log from it.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { processWide } from "@/lib/process-wide";

export const REQUEST_ID_HEADER = "x-request-id";

const SANE = /^[A-Za-z0-9._:+=@/-]{1,128}$/;

// One store for the server's copy of this module and the copy bundled into Next.js's routes.
function store(): AsyncLocalStorage<string> {
  return processWide("request-id-store", () => new AsyncLocalStorage<string>());
}

/** The proxy's id when a trusted proxy sent a sane one, else a new one. */
export function chooseRequestId(sent: string | string[] | undefined): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  if (env().TRUSTED_PROXY_HOPS > 0 && value && SANE.test(value.trim())) return value.trim();
  return randomUUID();
}

export function runWithRequestId<T>(id: string, fn: () => T): T {
  return store().run(id, fn);
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return store().getStore();
}

/** Runs `fn` as no request's work (a background task), whatever request woke it. */
export function outsideRequest<T>(fn: () => T): T {
  return store().exit(fn);
}
