// Cross-site writes and URLs with control characters stop in proxy.ts, before any route; a JSON
// route refuses a body that is not JSON (what a foreign page can send without CORS).
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));
const { POST: availability } = await import("@/app/api/users/availability/route");

useTestDatabase();

const APP = "http://localhost:3000";

function request(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new NextRequest(`${APP}${path}`, { method: init.method ?? "POST", headers: { host: "localhost:3000", ...init.headers }, body: init.body });
}

describe("cross-site writes", () => {
  it("refuses a state-changing request whose Origin names another site", async () => {
    const res = proxy(request("/api/users/availability", { headers: { origin: "https://evil.example", "content-type": "text/plain" }, body: '{"isOpenToWork":false}' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Cross-site requests are not allowed" });
    expect(proxy(request("/api/contact", { method: "DELETE", headers: { origin: "null" } })).status).toBe(403);
  });

  it("refuses a state-changing request the browser marks Sec-Fetch-Site: cross-site", () => {
    expect(proxy(request("/api/jobs/saved", { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
  });

  it("lets through our own pages' requests, API clients with neither header, and cross-site reads", () => {
    const passes = (res: Response) => res.headers.get("x-middleware-next") === "1";
    expect(passes(proxy(request("/api/users/availability", { headers: { origin: APP, "sec-fetch-site": "same-origin" } })))).toBe(true);
    expect(passes(proxy(request("/api/payment/webhook")))).toBe(true);
    expect(passes(proxy(request("/api/partner/v1/jobs", { headers: { authorization: "Bearer hrp_x" } })))).toBe(true);
    expect(passes(proxy(request("/jobs/abc", { method: "GET", headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })))).toBe(true);
  });

  it("refuses a text/plain body on a JSON route with 415, even from our own origin", async () => {
    const me = await createCandidate();
    signInAs(me.id);
    const res = await availability(
      new Request(`${APP}/api/users/availability`, { method: "POST", headers: { "content-type": "text/plain" }, body: '{"isOpenToWork":false}' }),
    );
    expect(res.status).toBe(415);
    const form = await availability(
      new Request(`${APP}/api/users/availability`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "isOpenToWork=false" }),
    );
    expect(form.status).toBe(415);
  });
});

describe("control characters in the address", () => {
  it("refuses a NUL in a query string or a path before any page or route reads it", async () => {
    const res = proxy(request("/api/jobs/getjob?id=a%00b", { method: "GET" }));
    expect(res.status).toBe(400);
    expect(proxy(request("/discover?q=%01", { method: "GET" })).status).toBe(400);
    expect(proxy(request("/jobs/%00", { method: "GET" })).status).toBe(400);
    expect(proxy(request("/discover?q=caf%C3%A9%20bar%0Aok", { method: "GET" })).headers.get("x-middleware-next")).toBe("1");
  });
});
