// The page Content-Security-Policy set by the server in front of Next.js: a nonce per request where
// a page is rendered per request, the documented exception only where Next.js serves prerendered HTML.
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { nonceFromPolicy } from "./page-csp";
import { createPeerAddressServer } from "./peer-address-server";

// Plays Next.js: reads the nonce from the request's policy, as Next.js does, and writes it on its
// scripts; answers "/pricing" as prerendered HTML (x-nextjs-prerender: 1), as Next.js marks it.
const server = createPeerAddressServer(
  (req, res) => {
    const nonce = nonceFromPolicy(req.headers["content-security-policy"] as string | undefined);
    // Next.js sets its mark twice on a prerendered page.
    if (req.url === "/pricing") res.setHeader("x-nextjs-prerender", ["1", "1"]);
    if (req.url?.startsWith("/api/")) {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end("{}");
    }
    res.setHeader("content-type", "text/html");
    res.end(`<script nonce="${nonce ?? ""}">self.__next_f=[]</script>`);
  },
  { csp: { dev: false, files: [] } },
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

const scriptSrc = (policy: string | null) =>
  policy
    ?.split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src")) ?? "";

describe("the page Content-Security-Policy", () => {
  it("gives a page rendered per request a fresh nonce with 'strict-dynamic' and no 'unsafe-inline' scripts", async () => {
    const first = await fetch(`${base}/dashboard`);
    const second = await fetch(`${base}/dashboard`);
    const policy = first.headers.get("content-security-policy");
    expect(scriptSrc(policy)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic' 'wasm-unsafe-eval'$/);
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    const nonce = nonceFromPolicy(policy);
    // The nonce the page was rendered with is the one its answer allows, and the next request gets another.
    expect(await first.text()).toBe(`<script nonce="${nonce}">self.__next_f=[]</script>`);
    expect(nonceFromPolicy(second.headers.get("content-security-policy"))).not.toBe(nonce);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("does not let a client choose the nonce with a Content-Security-Policy request header of its own", async () => {
    const forged = "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='";
    for (const path of ["/dashboard", "/pricing", "/api/health"]) {
      const res = await fetch(`${base}${path}`, { headers: { "content-security-policy": forged, "content-security-policy-report-only": forged } });
      expect(await res.text()).not.toContain("AAAAAAAA");
    }
  });

  it("keeps the documented exception only for a prerendered page, and allows Razorpay on /purchase alone", async () => {
    const pricing = await fetch(`${base}/pricing`);
    expect(scriptSrc(pricing.headers.get("content-security-policy"))).toBe("script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'");
    const purchase = await fetch(`${base}/purchase?plan_type=MOCK&plan_name=BASIC`);
    expect(scriptSrc(purchase.headers.get("content-security-policy"))).toMatch(/'strict-dynamic' 'wasm-unsafe-eval' https:\/\/checkout\.razorpay\.com$/);
    expect(scriptSrc((await fetch(`${base}/dashboard`)).headers.get("content-security-policy"))).not.toContain("razorpay");
  });

  it("sets no policy on API answers", async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.headers.get("content-security-policy")).toBeNull();
  });
});
