// Requests "from" an address, as the server in front of Next.js answers them in production: inside a
// request context that carries the socket's peer address (lib/request-context.ts).
import { randomUUID } from "node:crypto";
import { runInRequestContext } from "@/lib/request-context";

/** Runs `fn` (a call of a route handler) as a request that came on a socket from `ip`. */
export function fromAddress<T>(ip: string, fn: () => T): T {
  return runInRequestContext({ requestId: randomUUID(), peerAddress: ip }, fn);
}
