// An API answer of the server in front of Next.js leaves in one write, though Next.js flushes the
// headers, writes the body and ends it in three steps; a page still gets its headers at once.
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createPeerAddressServer } from "./peer-address-server";

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

// Answers the way Next.js sends a route handler's JSON (lib/http/route.ts), each step in a later microtask.
const server = createPeerAddressServer(async (req, res) => {
  res.statusCode = 200;
  res.setHeader("content-type", "application/json");
  await tick();
  res.flushHeaders();
  await tick();
  res.write(JSON.stringify({ path: req.url, words: "a body of its own" }));
  await tick();
  res.end();
});

// Every write of a Node.js socket, one chunk or corked chunks together, is one call of its
// _writeGeneric (one system call): counted per client port.
const writes = new Map<number, number>();
server.on("connection", (socket: Socket & { _writeGeneric: (...args: unknown[]) => unknown }) => {
  const port = socket.remotePort!;
  const original = socket._writeGeneric;
  socket._writeGeneric = function (this: Socket, ...args: unknown[]) {
    writes.set(port, (writes.get(port) ?? 0) + 1);
    return original.apply(this, args);
  };
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const serverPort = (server.address() as AddressInfo).port;
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The whole answer to one GET, and how many writes the server made to send it. */
async function get(path: string): Promise<{ text: string; writes: number }> {
  const socket = connect(serverPort, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const port = socket.localPort!;
  let text = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (text += chunk));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  await new Promise((resolve) => socket.once("end", resolve));
  socket.destroy();
  return { text, writes: writes.get(port) ?? 0 };
}

describe("answers in one write", () => {
  it("sends an API answer's headers, body and end together", async () => {
    const { text, writes } = await get("/api/jobs/search?q=one-write");
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text).toContain('{"path":"/api/jobs/search?q=one-write","words":"a body of its own"}');
    expect(text.endsWith("0\r\n\r\n")).toBe(true);
    expect(writes).toBe(1);
  });

  it("still flushes a page's headers before its body", async () => {
    const { text, writes } = await get("/dashboard");
    expect(text).toContain('{"path":"/dashboard","words":"a body of its own"}');
    expect(writes).toBeGreaterThan(1);
  });
});
