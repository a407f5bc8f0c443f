import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { fromAddress } from "@/test/client-address";
import { forgetProcessWide } from "@/lib/process-wide";
import { clientIp, PEER_ADDRESS_HEADER, PEER_ADDRESS_HEADER_OWNED } from "./client-ip";

const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  resetEnvForTests();
});

describe("clientIp", () => {
  it("ignores an X-Forwarded-For the client wrote when no proxy is trusted: the socket decides", () => {
    expect(clientIp(request({ ...fromAddress("203.0.113.7"), "x-forwarded-for": "1.2.3.4" }))).toBe("203.0.113.7");
    expect(clientIp(request({ ...fromAddress("::ffff:203.0.113.8"), "x-real-ip": "1.2.3.4" }))).toBe("203.0.113.8");
  });

  it("takes the Nth entry from the end with TRUSTED_PROXY_HOPS=N, whatever the client prepended", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    resetEnvForTests();
    expect(clientIp(request({ ...fromAddress("10.0.0.2"), "x-forwarded-for": "1.2.3.4, 203.0.113.7" }))).toBe("203.0.113.7");
    process.env.TRUSTED_PROXY_HOPS = "2";
    resetEnvForTests();
    expect(clientIp(request({ ...fromAddress("10.0.0.2"), "x-forwarded-for": "1.2.3.4, 203.0.113.7, 10.0.0.9" }))).toBe("203.0.113.7");
    // Fewer entries than trusted hops: the request skipped the proxies, so the socket decides.
    expect(clientIp(request({ ...fromAddress("10.0.0.2"), "x-forwarded-for": "1.2.3.4" }))).toBe("10.0.0.2");
  });

  it("believes the peer-address header only when our own server set it", () => {
    forgetProcessWide(PEER_ADDRESS_HEADER_OWNED);
    expect(clientIp(request({ [PEER_ADDRESS_HEADER]: "203.0.113.7" }))).toBe("unknown");
  });
});
