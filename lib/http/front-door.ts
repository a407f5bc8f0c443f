// What the server in front of Next.js (scripts/serve.ts) takes from Next.js's own module graph.
// instrumentation.ts opens the front door as Next.js's server starts (its documented `register`
// hook, run once per server before it takes requests), and scripts/serve.ts takes it once
// `app.prepare()` has returned. So the front server's process loads lib/ once, through Next.js:
// its own bundle (dist/serve.mjs) holds only the process-wide holder and the embedded PostgreSQL
// (.dependency-cruiser.cjs, "front-server-loads-no-lib"), and the configuration, migrations and
// seed are checked and run in a process of their own first (scripts/setup.ts).
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { disconnectDb } from "@/lib/db/client";
import { addMetricsSource, type MetricsSource } from "@/lib/metrics/registry";
import { FRONT_DOOR, processWide } from "@/lib/process-wide";
import { drainServer, startDraining } from "./draining";
import { createPeerAddressServer } from "./peer-address-server";
import { fileOrigins } from "./security-headers";

export interface FrontDoor {
  /** The HTTP server every request passes first (lib/http/peer-address-server.ts), handing pages and routes to `handle`. */
  createServer(handle: (req: IncomingMessage, res: ServerResponse) => unknown, options: { dev: boolean }): Server;
  /** Stops taking connections and lets requests in flight finish, up to `graceMs` (lib/http/draining.ts). */
  drain(server: Server, graceMs: number): Promise<{ cutOff: number }>;
  /** Says this process is stopping: health checks answer 503 from now on. */
  startDraining(): void;
  /** Metrics counted in another process (the worker), scraped with this one's. */
  addMetricsSource(source: MetricsSource): void;
  /** Closes the database pools. */
  disconnectDb(): Promise<void>;
}

/** Called by instrumentation.ts; a second call (a dev server's recompile) keeps the first door. */
export function openFrontDoor(): FrontDoor {
  return processWide<FrontDoor>(FRONT_DOOR, () => ({
    createServer: (handle, { dev }) => createPeerAddressServer(handle, { csp: { dev, files: fileOrigins(process.env) } }),
    drain: drainServer,
    startDraining,
    addMetricsSource,
    disconnectDb,
  }));
}
