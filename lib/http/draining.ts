// Graceful restarts of the HTTP server in front of Next.js (scripts/serve.ts). On SIGTERM the
// process starts draining: /api/health answers 503 at once (a load balancer stops sending here),
// the listening socket closes (new connections are refused), idle keep-alive connections are
// closed, and requests in flight — uploads included — finish within the grace period, each
// answered with `Connection: close`. Whatever is still running at the deadline is cut off.
import type { Server, ServerResponse } from "node:http";
import { processWide } from "@/lib/process-wide";

// One flag for the server's copy of this module and the copy bundled into Next.js's routes.
function drainingFlag(): { on: boolean } {
  return processWide("draining", () => ({ on: false }));
}

export function isDraining(): boolean {
  return drainingFlag().on;
}

export function startDraining(): void {
  drainingFlag().on = true;
}

const inFlight = new WeakMap<Server, Set<ServerResponse>>();

/** Counts the server's requests until answered; one that starts while draining closes its connection. */
export function trackRequest(server: Server, res: ServerResponse): void {
  let open = inFlight.get(server);
  if (!open) inFlight.set(server, (open = new Set()));
  open.add(res);
  if (isDraining()) res.setHeader("connection", "close");
  res.once("close", () => {
    open.delete(res);
    // Its connection may now be idle: a draining server lets it go instead of keeping it alive.
    if (isDraining()) setImmediate(() => server.closeIdleConnections());
  });
}

/** Stops taking connections and waits for requests in flight, up to `graceMs`; resolves when the server is closed. */
export async function drainServer(server: Server, graceMs: number): Promise<{ cutOff: number }> {
  startDraining();
  const open = inFlight.get(server) ?? new Set<ServerResponse>();
  for (const res of open) if (!res.headersSent) res.setHeader("connection", "close");
  let cutOff = 0;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => {
    cutOff = open.size;
    server.closeAllConnections();
  }, graceMs);
  await closed;
  clearTimeout(timer);
  return { cutOff };
}
