// `node --import tsx test/next-app-server.ts <dev|start> <dir>`: serves the Next.js app in <dir>
// (test/next-app.ts) behind the server in front of Next.js, as scripts/serve.ts serves the product,
// and prints the port it listens on. This process's copy of lib/ is not the one Next.js bundles
// into the app's routes, as in production (dist/serve.mjs).
import type { AddressInfo } from "node:net";
import next from "next";

const [mode, dir] = process.argv.slice(2);
const app = next({ dev: mode === "dev", dir, hostname: "127.0.0.1", port: 0 });
await app.prepare();
// Loaded once Next.js's server is: modules below it import next/server, which needs Next's globals.
const { createPeerAddressServer } = await import("@/lib/http/peer-address-server");
const server = createPeerAddressServer(app.getRequestHandler());
server.listen(0, "127.0.0.1", () => console.log(`listening on ${(server.address() as AddressInfo).port}`));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close();
  void app.close().then(() => process.exit(0));
});
