// The one way the server in front of Next.js (lib/http/peer-address-server.ts) tells Next.js what it
// knows of a request: it runs Next's handler inside a request context, an AsyncLocalStorage that
// every route handler, server component and log line below it reads. It carries:
// - the request id: the one our own proxy sent in X-Request-Id when TRUSTED_PROXY_HOPS says a proxy
//   stands in front (and the value is short and plain), otherwise a new one. Every log line of the
//   request carries it (lib/log.ts), every answer repeats it in X-Request-Id and every 5xx body
//   names it as `requestId` (lib/http/respond.ts): support finds the log from it;
// - the socket's peer address, which route handlers cannot see (lib/http/client-ip.ts keys per-IP
//   limits on it). It travels in no header, so a client has nothing to forge.
// The storage is process-wide (lib/process-wide.ts): the server's copy of this module and the copies
// bundled into Next.js's routes must read one store. Outside a request (a bare `next start`, a
// background task) there is no context: no request id, and the client address is "unknown".
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { env } from "./env";
import { processWide } from "./process-wide";

export type RequestContext = {
  /** Names the request in its answer and its log lines. */
  readonly requestId: string;
  /** The address of the socket the request came on ("" when Node no longer knows it). */
  readonly peerAddress: string;
};

export const REQUEST_ID_HEADER = "x-request-id";

const SANE = /^[A-Za-z0-9._:+=@/-]{1,128}$/;

function storage(): AsyncLocalStorage<RequestContext> {
  return processWide("request-context", () => new AsyncLocalStorage<RequestContext>());
}

/** The proxy's id when a trusted proxy sent a sane one, else a new one. */
export function chooseRequestId(sent: string | string[] | undefined): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  if (env().TRUSTED_PROXY_HOPS > 0 && value && SANE.test(value.trim())) return value.trim();
  return randomUUID();
}

/** Runs `fn` (Next's handler, or a test playing a request) as the work of this request. */
export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage().run(context, fn);
}

/** What the front server said of the request being answered, if any. */
export function requestContext(): RequestContext | undefined {
  return storage().getStore();
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return requestContext()?.requestId;
}

/** Runs `fn` as no request's work (a background task), whatever request woke it. */
export function outsideRequest<T>(fn: () => T): T {
  return storage().exit(fn);
}
