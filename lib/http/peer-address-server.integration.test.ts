// The server in front of Next.js (scripts/serve.ts) must stamp the socket's address on every
// request, whatever the client claims, so per-IP limits cannot be dodged.
import { Agent, get } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { clientIp, PEER_ADDRESS_HEADER } from "./client-ip";
import { createPeerAddressServer } from "./peer-address-server";

const server = createPeerAddressServer((req, res) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ ip: clientIp(headers), header: req.headers[PEER_ADDRESS_HEADER] }));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the peer-address server", () => {
  it("does not let a client choose its own rate-limit bucket with forged headers", async () => {
    const res = await fetch(url, { headers: { [PEER_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "198.51.100.7", "x-real-ip": "192.0.2.1" } });
    expect(await res.json()).toEqual({ ip: "127.0.0.1", header: "127.0.0.1" });
  });

  it("keeps an idle connection open past Node's 5 seconds, so a client polling on it is not reset", { timeout: 20_000 }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ socket: Socket; status: number }>((resolve, reject) => {
        const req = get(url, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ socket: req.socket as Socket, status: res.statusCode ?? 0 }));
        });
        req.on("error", reject);
      });
    const first = await ask();
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    const second = await ask();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socket).toBe(first.socket);
    expect(first.socket.destroyed).toBe(false);
    agent.destroy();
  });
});
