// The server in front of Next.js, with a handler that reads a request the way Next.js hands it to
// a route (a web Request over the IncomingMessage) and refuses it after its first bytes. A client
// that sends the whole body at once over keep-alive must get the refusal and a closed connection,
// never a socket that hangs and is reset; a body read to its end keeps the connection open.
// (Every upload route against the production server: e2e/upload-connections.spec.ts.)
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPeerAddressServer } from "./peer-address-server";

let server: Server;
let port = 0;

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method === "GET") return void res.writeHead(200, { "content-type": "application/json" }).end("{}");
  const request = new Request(`http://localhost${req.url}`, { method: req.method, body: req as unknown as ReadableStream, duplex: "half" } as RequestInit);
  const reader = request.body!.getReader();
  if (req.url === "/refuse") {
    await reader.read(); // the first bytes tell the type: refused
    res.writeHead(415, { "content-type": "application/json" }).end('{"error":"wrong type"}');
    return;
  }
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) size += chunk.value.length;
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ size }));
}

beforeAll(async () => {
  server = createPeerAddressServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends the requests on one socket and collects everything the server says until it closes (or `ms` passes). */
function exchange(requests: Buffer[], ms = 3_000): Promise<{ text: string; closedByServer: boolean; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let reset = false;
    const timer = setTimeout(() => (socket.destroy(), resolve({ text, closedByServer: false, reset })), ms);
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("error", () => (reset = true));
    socket.on("close", () => (clearTimeout(timer), resolve({ text, closedByServer: true, reset })));
    socket.on("connect", () => {
      for (const request of requests) socket.write(request);
    });
  });
}

/** Sends a refused upload's first bytes, waits for the answer, then sends the rest of the body, as a slow client would. */
function sendRestAfterAnswer(size: number): Promise<{ text: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let reset = false;
    let rest = true;
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      if (rest && text.includes('{"error":"wrong type"}')) {
        rest = false;
        socket.write(Buffer.alloc(size - 64_000, 7));
      }
    });
    socket.on("error", () => (reset = true));
    socket.on("close", () => resolve({ text, reset }));
    socket.on("connect", () => {
      socket.write(`POST /refuse HTTP/1.1\r\nHost: localhost\r\nContent-Type: video/webm\r\nContent-Length: ${size}\r\n\r\n`);
      socket.write(Buffer.alloc(64_000, 7));
    });
  });
}

const post = (path: string, body: Buffer) =>
  Buffer.concat([Buffer.from(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: video/webm\r\nContent-Length: ${body.length}\r\n\r\n`), body]);
const get = Buffer.from("GET /refuse-nothing HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n");

describe("a refused upload's connection", () => {
  it("is answered with Connection: close and closed, not left to hang and be reset", async () => {
    const { text, closedByServer, reset } = await exchange([post("/refuse", Buffer.alloc(3_000_000, 7))]);
    expect(text).toMatch(/^HTTP\/1\.1 415 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).toContain('{"error":"wrong type"}');
    expect(closedByServer).toBe(true);
    expect(reset).toBe(false);
  });

  it("keeps reading the refused body after its answer, so a client still sending it is not reset", async () => {
    const { text, reset } = await sendRestAfterAnswer(8_000_000);
    expect(text).toMatch(/^HTTP\/1\.1 415 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(reset).toBe(false);
  });

  it("stays open for the next request when the body was read to its end", async () => {
    const { text } = await exchange([post("/read", Buffer.alloc(300_000, 7)), get], 1_500);
    const answers = text.match(/HTTP\/1\.1 \d{3}/g);
    expect(answers).toEqual(["HTTP/1.1 200", "HTTP/1.1 200"]);
    expect(text).toContain('{"size":300000}');
    expect(text).not.toMatch(/connection: close/i);
  });
});
