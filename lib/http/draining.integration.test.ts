// The HTTP server in front of Next.js, drained for a restart: an upload in flight finishes, a new
// connection is refused, and a request that outlives the grace period is cut off at its end.
// (e2e/graceful-restart.spec.ts does the same to the whole production server with SIGTERM.)
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainServer, isDraining } from "./draining";
import { createPeerAddressServer } from "./peer-address-server";

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.url === "/never") return; // a request that is never answered
  let bytes = 0;
  for await (const chunk of req) bytes += (chunk as Buffer).length;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ bytes, draining: isDraining() }));
}

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function listen(): Promise<number> {
  server = createPeerAddressServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(true));
  });
}

describe("draining the server", () => {
  it("lets an upload in flight finish, answered with Connection: close, and refuses new connections", async () => {
    const port = await listen();
    const upload = http.request({ port, host: "127.0.0.1", method: "POST", path: "/upload", agent: false, headers: { "content-length": 300_000 } });
    const answered = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      upload.once("response", (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      });
      upload.once("error", reject);
    });
    upload.write(Buffer.alloc(100_000, 1));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const drained = drainServer(server!, 10_000);
    expect(isDraining()).toBe(true);
    expect(await refused(port)).toBe(true);
    upload.write(Buffer.alloc(100_000, 2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    upload.end(Buffer.alloc(100_000, 3));

    expect(await answered).toEqual({ status: 200, connection: "close", body: JSON.stringify({ bytes: 300_000, draining: true }) });
    expect(await drained).toEqual({ cutOff: 0 });
  });

  it("cuts off a request still open when the grace period ends", async () => {
    const port = await listen();
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write("GET /never HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await drainServer(server!, 300)).toEqual({ cutOff: 1 });
    await closed;
  });
});
