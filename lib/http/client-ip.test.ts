import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { fromAddress } from "@/test/client-address";
import { clientIp } from "./client-ip";

const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  resetEnvForTests();
});

describe("clientIp", () => {
  it("ignores an X-Forwarded-For the client wrote when no proxy is trusted: the socket decides", () => {
    expect(fromAddress("203.0.113.7", () => clientIp(request({ "x-forwarded-for": "1.2.3.4" })))).toBe("203.0.113.7");
    expect(fromAddress("::ffff:203.0.113.8", () => clientIp(request({ "x-real-ip": "1.2.3.4" })))).toBe("203.0.113.8");
  });

  it("takes the Nth entry from the end with TRUSTED_PROXY_HOPS=N, whatever the client prepended", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    resetEnvForTests();
    expect(fromAddress("10.0.0.2", () => clientIp(request({ "x-forwarded-for": "1.2.3.4, 203.0.113.7" })))).toBe("203.0.113.7");
    process.env.TRUSTED_PROXY_HOPS = "2";
    resetEnvForTests();
    expect(fromAddress("10.0.0.2", () => clientIp(request({ "x-forwarded-for": "1.2.3.4, 203.0.113.7, 10.0.0.9" })))).toBe("203.0.113.7");
    // Fewer entries than trusted hops: the request skipped the proxies, so the socket decides.
    expect(fromAddress("10.0.0.2", () => clientIp(request({ "x-forwarded-for": "1.2.3.4" })))).toBe("10.0.0.2");
  });

  it("knows no address outside a request context (Next.js run without the server in front of it), whatever the headers say", () => {
    expect(clientIp(request({ "x-client-ip": "203.0.113.7", "x-real-ip": "203.0.113.8", "x-forwarded-for": "203.0.113.9" }))).toBe("unknown");
  });
});
