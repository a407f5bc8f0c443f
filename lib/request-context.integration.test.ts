// Every answer names its request, and a failure's id leads support to the log lines of that request.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { resetEnvForTests } from "@/lib/env";
import { logger, logToForTests } from "@/lib/log";
import { createPeerAddressServer } from "@/lib/http/peer-address-server";
import { currentRequestId, outsideRequest, runInRequestContext } from "./request-context";
import { route } from "@/lib/http/route";

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

// Route handlers as Next.js would run them, behind the real server in front of it.
const routes: Record<string, (req: Request) => Promise<Response>> = {
  "/broken": route({ auth: "public" }, async ({ req }) => {
    logger().info({ step: new URL(req.url).searchParams.get("step") }, "reading the order");
    throw new Error(`the ledger is unreachable (${new URL(req.url).searchParams.get("step")})`);
  }),
  "/refused": route({ auth: "public" }, async () => {
    throw new AppError("INVALID_INPUT", "Please choose a plan");
  }),
  "/slow": route({ auth: "public" }, async ({ req }) => {
    const step = new URL(req.url).searchParams.get("step");
    await new Promise((resolve) => setTimeout(resolve, (Number(step) % 3) * 10));
    logger().info({ step }, "slow step");
    return Response.json({ step });
  }),
};

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://localhost");
  const handler = routes[url.pathname];
  const answer = handler ? await handler(new Request(url, { method: req.method })) : new Response("{}", { status: 404 });
  res.statusCode = answer.status;
  res.setHeader("content-type", "application/json");
  res.end(Buffer.from(await answer.arrayBuffer()));
}

const server = createPeerAddressServer((req, res) => void handle(req, res));
let base = "";
beforeAll(async () => {
  process.env.LOG_LEVEL = "info";
  resetEnvForTests();
  logToForTests(sink);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  resetEnvForTests();
});
afterAll(async () => {
  process.env.LOG_LEVEL = "silent";
  resetEnvForTests();
  logToForTests(undefined);
  await new Promise((resolve) => server.close(resolve));
});

describe("request ids", () => {
  it("names a 5xx answer's request, and the same id is on that request's log lines and no other", async () => {
    const [first, second] = await Promise.all([fetch(`${base}/broken?step=one`), fetch(`${base}/broken?step=two`)]);
    expect([first.status, second.status]).toEqual([500, 500]);
    for (const [res, step] of [
      [first, "one"],
      [second, "two"],
    ] as const) {
      const body = (await res.json()) as { error: string; requestId: string };
      expect(body.error).toBe("Something went wrong. Please try again.");
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get("x-request-id")).toBe(body.requestId);
      const mine = lines.filter((line) => line.requestId === body.requestId);
      expect(mine.map((line) => line.msg)).toEqual(["reading the order", "unexpected error in route handler"]);
      expect(mine[0]!.step).toBe(step);
      expect(JSON.stringify(mine[1]!.err)).toContain(`the ledger is unreachable (${step})`);
    }
  });

  it("keeps ids apart across 40 requests answered at once", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => fetch(`${base}/slow?step=${i}`)));
    const ids = new Set<string>();
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(200);
      const id = res.headers.get("x-request-id")!;
      ids.add(id);
      const mine = lines.filter((line) => line.requestId === id);
      expect(mine.map((line) => line.step)).toEqual([String(i)]);
    }
    expect(ids.size).toBe(40);
  });

  it("leaves requestId out of an answer about the candidate's own input, but still names the request", async () => {
    const res = await fetch(`${base}/refused`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Please choose a plan", code: "INVALID_INPUT" });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names a request the guard refuses before any route runs", async () => {
    const res = await fetch(`${base}/broken`, { method: "POST", headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("makes its own id when no proxy is trusted, whatever the client sent", async () => {
    const res = await fetch(`${base}/broken`, { headers: { "x-request-id": "chosen-by-client" } });
    const body = (await res.json()) as { requestId: string };
    expect(body.requestId).not.toBe("chosen-by-client");
    expect(res.headers.get("x-request-id")).toBe(body.requestId);
  });

  it("keeps a trusted proxy's id, but only a short plain one", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    resetEnvForTests();
    const kept = await fetch(`${base}/broken`, { headers: { "x-request-id": "edge-7f3a.91" } });
    expect(((await kept.json()) as { requestId: string }).requestId).toBe("edge-7f3a.91");
    expect(lines.some((line) => line.requestId === "edge-7f3a.91" && line.msg === "unexpected error in route handler")).toBe(true);
    for (const sent of ["x".repeat(129), "has space", 'quote"d', "line<br>"]) {
      const res = await fetch(`${base}/broken`, { headers: { "x-request-id": sent } });
      const id = ((await res.json()) as { requestId: string }).requestId;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("leaves a background task started from a request without that request's id", async () => {
    const seen = await runInRequestContext({ requestId: "req-1", peerAddress: "192.0.2.1" }, async () => {
      const inside = currentRequestId();
      const task = await outsideRequest(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return currentRequestId();
      });
      return { inside, task, after: currentRequestId() };
    });
    expect(seen).toEqual({ inside: "req-1", task: undefined, after: "req-1" });
  });
});
