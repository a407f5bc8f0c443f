// Cross-site writes and URLs with control characters stop in the server in front of Next.js
// (lib/http/peer-address-server.ts), before any route reads the body; a JSON route refuses a body
// that is not JSON (what a foreign page can send without CORS). The guard is driven over real HTTP.
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { signInAs } from "@/test/signed-in-as";
import { createPeerAddressServer } from "./peer-address-server";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));
const { POST: availability } = await import("@/app/api/users/availability/route");

useTestDatabase();

const APP = "http://localhost:3000";

// Stands in for Next.js: counts the requests that got through and how many body bytes it read.
let reached = 0;
const server = createPeerAddressServer((req, res) => {
  reached++;
  req.resume();
  req.on("end", () => res.end("passed"));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as AddressInfo).port;
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends a raw request (the path is written as given, so encoded control characters reach the server). */
function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: init.method ?? "POST", headers: { host: "localhost:3000", ...init.headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

const passes = async (res: Promise<{ status: number; body: string }>) => (await res).body === "passed";

describe("cross-site writes", () => {
  it("refuses a state-changing request whose Origin names another site", async () => {
    const before = reached;
    const res = await send("/api/users/availability", {
      headers: { origin: "https://evil.example", "content-type": "text/plain" },
      body: '{"isOpenToWork":false}',
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ error: "Cross-site requests are not allowed", code: "CROSS_SITE_REQUEST" });
    expect((await send("/api/contact", { method: "DELETE", headers: { origin: "null" } })).status).toBe(403);
    expect(reached).toBe(before);
  });

  it("refuses a state-changing request the browser marks Sec-Fetch-Site: cross-site", async () => {
    expect((await send("/api/jobs/saved", { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
  });

  it("lets through our own pages' requests, API clients with neither header, and cross-site reads", async () => {
    expect(await passes(send("/api/users/availability", { headers: { origin: APP, "sec-fetch-site": "same-origin" }, body: "{}" }))).toBe(true);
    expect(await passes(send("/api/payment/webhook", { body: "{}" }))).toBe(true);
    expect(await passes(send("/api/partner/v1/jobs", { headers: { authorization: "Bearer hrp_x" } }))).toBe(true);
    expect(await passes(send("/jobs/abc", { method: "GET", headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } }))).toBe(true);
  });

  it("refuses a text/plain body on a JSON route with 415, even from our own origin", async () => {
    const me = await createCandidate();
    signInAs(me.id);
    const res = await availability(
      new Request(`${APP}/api/users/availability`, { method: "POST", headers: { "content-type": "text/plain" }, body: '{"isOpenToWork":false}' }),
    );
    expect(res.status).toBe(415);
    const form = await availability(
      new Request(`${APP}/api/users/availability`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "isOpenToWork=false",
      }),
    );
    expect(form.status).toBe(415);
  });
});

describe("control characters in the address", () => {
  it("refuses a NUL in a query string or a path before any page or route reads it", async () => {
    const res = await send("/api/jobs/getjob?id=a%00b", { method: "GET" });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: "The address contains characters that are not allowed", code: "INVALID_INPUT" });
    expect((await send("/discover?q=%01", { method: "GET" })).status).toBe(400);
    expect((await send("/jobs/%00", { method: "GET" })).status).toBe(400);
    expect(await passes(send("/discover?q=caf%C3%A9%20bar%0Aok", { method: "GET" }))).toBe(true);
  });
});
