// `node --import tsx test/next-app-server.ts <dev|start> <dir>`: serves the Next.js app in <dir>
// (test/next-app.ts) behind the server in front of Next.js, as scripts/serve.ts serves the product:
// the app's instrumentation.ts (the product's own) opens the front door (lib/http/front-door.ts)
// as Next.js prepares, and this process takes it from the process-wide holder, loading no copy of
// lib/ beside Next.js's.
import type { AddressInfo } from "node:net";
import next from "next";
import type { FrontDoor } from "@/lib/http/front-door";
import { FRONT_DOOR, processWideWhenMade } from "@/lib/process-wide";

const [mode, dir] = process.argv.slice(2);
const app = next({ dev: mode === "dev", dir, hostname: "127.0.0.1", port: 0 });
await app.prepare();
// In production Next.js runs instrumentation.ts after prepare() has returned.
const door = await processWideWhenMade<FrontDoor>(FRONT_DOOR, 120_000);
const server = door.createServer(app.getRequestHandler(), { dev: mode === "dev" });
server.listen(0, "127.0.0.1", () => console.log(`listening on ${(server.address() as AddressInfo).port}`));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close();
  void app.close().then(() => process.exit(0));
});
