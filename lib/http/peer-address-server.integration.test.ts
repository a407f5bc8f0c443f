// The server in front of Next.js tells Next.js what it knows of a request through its request context
// (lib/request-context.ts) alone, and the context reaches the real Next.js's route handlers and server
// components, in `next dev` and `next start`: each request's own id, and the address of the socket it
// came on, whatever the client wrote in its headers, so per-IP limits cannot be dodged.
import { Agent, get, request } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNextApp, serveNextApp, writeNextApp, type ServedApp } from "@/test/next-app";
import { createPeerAddressServer } from "./peer-address-server";

const APP = writeNextApp("request-context", {
  "app/layout.jsx": `export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  // What a route handler learns: the product's own clientIp() and request id.
  "app/api/context/route.js": `import { clientIp } from "@/lib/http/client-ip";
import { currentRequestId } from "@/lib/request-context";

export async function GET(request) {
  const wait = Number(new URL(request.url).searchParams.get("wait") ?? 0);
  await new Promise((resolve) => setTimeout(resolve, wait));
  return Response.json({ requestId: currentRequestId() ?? null, ip: clientIp(request) });
}
`,
  // What a server component learns, rendered at once and streamed after a wait.
  "app/page.jsx": `import { Suspense } from "react";
import { connection } from "next/server";
import { requestContext } from "@/lib/request-context";

async function Later() {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return <p id="later">{JSON.stringify(requestContext() ?? null)}</p>;
}

export default async function Page() {
  await connection();
  return (
    <main>
      <p id="first">{JSON.stringify(requestContext() ?? null)}</p>
      <Suspense fallback={<p>waiting</p>}>
        <Later />
      </Suspense>
    </main>
  );
}
`,
});

// The client's own claims about its address and id; none may be believed.
const FORGED = { "x-forwarded-for": "198.51.100.7", "x-real-ip": "192.0.2.1", "x-client-ip": "203.0.113.66", "x-request-id": "chosen-by-client" };

/** A GET from the loopback address `from` (127.0.0.2 is not the default 127.0.0.1, so the socket is what decides). */
function getFrom(url: string, from: string): Promise<{ status: number; requestId: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress: from, headers: FORGED }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers["x-request-id"]), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The context a page's element shows: `<p id="…">{json}</p>`. */
function shown(html: string, id: string): unknown {
  const found = new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html);
  return found ? JSON.parse(found[1]!.replaceAll("&quot;", '"')) : `no #${id} in ${html.slice(0, 2000)}`;
}

describe.each(["dev", "start"] as const)("behind the real Next.js (next %s)", (mode) => {
  let app: ServedApp;
  beforeAll(async () => {
    if (mode === "start") await buildNextApp(APP);
    app = await serveNextApp(APP, mode);
  }, 300_000);
  afterAll(() => app?.stop());

  it("gives a route handler its request's id and the socket's address, not the client's claims", { timeout: 180_000 }, async () => {
    const answer = await getFrom(`${app.base}/api/context`, "127.0.0.2");
    expect(answer.status).toBe(200);
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(answer.body)).toEqual({ requestId: answer.requestId, ip: "127.0.0.2" });
  });

  it("keeps the contexts of requests answered at once apart", { timeout: 60_000 }, async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => getFrom(`${app.base}/api/context?wait=${(i % 4) * 15}`, `127.0.0.${10 + i}`)));
    for (const [i, answer] of answers.entries()) expect(JSON.parse(answer.body)).toEqual({ requestId: answer.requestId, ip: `127.0.0.${10 + i}` });
    expect(new Set(answers.map((answer) => answer.requestId)).size).toBe(12);
  });

  it("gives a server component the same context, in the first bytes and in a part streamed later", { timeout: 180_000 }, async () => {
    const page = await getFrom(`${app.base}/`, "127.0.0.3");
    expect(page.status).toBe(200);
    const context = { requestId: page.requestId, peerAddress: "127.0.0.3" };
    expect(shown(page.body, "first")).toEqual(context);
    expect(page.body).toContain(JSON.stringify(context).replaceAll('"', "&quot;"));
    expect(shown(page.body, "later")).toEqual(context);
  });
});

describe("the server in front of Next.js", () => {
  const server = createPeerAddressServer((_req, res) => res.end("{}"));
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

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
