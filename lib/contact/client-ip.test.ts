import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

describe("the caller's address for per-IP limits", () => {
  it("takes the address the nearest proxy appended, not the ones the caller claimed", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "1.2.3.4, 10.0.0.8, 203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("takes a single address as it is", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "::1" }))).toBe("::1");
  });

  it("falls back to X-Real-IP, then to unknown", () => {
    expect(clientIp(new Headers({ "x-real-ip": " 198.51.100.2 " }))).toBe("198.51.100.2");
    expect(clientIp(new Headers({ "x-forwarded-for": " , " }))).toBeNull();
    expect(clientIp(new Headers())).toBeNull();
  });
});
