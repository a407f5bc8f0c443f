import { describe, expect, it } from "vitest";
import { safeRedirectPath, safeReturnPath, sameOriginPath } from "./return-path";

// What a browser does with a path we hand it: the origin it lands on.
const landsOn = (path: string) => new URL(path, "https://hireready.example").origin;

// Crafted return paths that a string check lets through and a browser reads as another site.
const FOREIGN = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "//evil.example",
  "/\\evil.example",
  "/\t\\evil.example",
  "\\\\evil.example",
  "https://evil.example/",
  "https:evil.example",
  "javascript:alert(1)",
  "/.//evil.example",
  "/x/..//evil.example",
  "/%2e//evil.example",
  "/\u0000/evil.example",
  "/\u0085/evil.example",
];

describe("sameOriginPath", () => {
  it("keeps a same-origin path with its query and fragment", () => {
    expect(sameOriginPath("/jobs/id?jid=42#apply", { fallback: null })).toBe("/jobs/id?jid=42#apply");
  });

  it.each(FOREIGN)("refuses the open redirect %j", (raw) => {
    expect(sameOriginPath(raw, { fallback: null })).toBeNull();
    expect(safeRedirectPath(raw)).toBe("/dashboard");
    expect(safeReturnPath(raw)).toBeNull();
  });

  it("gives the parser's form of a path, which stays on our origin in a browser", () => {
    expect(sameOriginPath("/mock/../jobs", { fallback: null })).toBe("/jobs");
    for (const raw of ["/a b", "/é", "/%09/x", "/mock?return=//evil.example"]) {
      const path = sameOriginPath(raw, { fallback: null });
      expect(path).not.toBeNull();
      expect(landsOn(path!)).toBe("https://hireready.example");
    }
  });

  it("accepts an absolute URL only on the origin it is told is ours", () => {
    const origin = "http://localhost:3000";
    expect(sameOriginPath("http://localhost:3000/mock?x=1", { fallback: null, origin })).toBe("/mock?x=1");
    expect(sameOriginPath("http://localhost:3000.evil.example/mock", { fallback: null, origin })).toBeNull();
    expect(sameOriginPath("http://user@localhost:3000/mock", { fallback: null, origin })).toBeNull();
    expect(sameOriginPath("http://localhost:3001/mock", { fallback: null, origin })).toBeNull();
    expect(sameOriginPath("https://hireready.invalid/mock", { fallback: null, origin })).toBeNull();
  });

  it.each([null, undefined, 42, "", "jobs", "?x=1"])("falls back for %j", (raw) => {
    expect(sameOriginPath(raw, { fallback: "/home" })).toBe("/home");
  });

  it("refuses paths longer than the stored redirect limit (RedirectUrl, 1024)", () => {
    expect(sameOriginPath(`/${"a".repeat(2000)}`, { fallback: "/x" })).toBe("/x");
    expect(sameOriginPath(`/${"a".repeat(1023)}`, { fallback: "/x" })).toHaveLength(1024);
  });
});

describe("safeRedirectPath (after sign-in)", () => {
  it.each(["/auth", "/auth/login", "/auth?x=1", "/auth/../auth/login", "/%61uth/login"])("never returns to a sign-in page: %j", (raw) => {
    expect(safeRedirectPath(raw)).toBe("/dashboard");
  });

  it("keeps other pages", () => {
    expect(safeRedirectPath("/authors")).toBe("/authors");
    expect(safeRedirectPath("/discover?q=react")).toBe("/discover?q=react");
  });
});

describe("safeReturnPath (after paying)", () => {
  it.each(["/purchase?plan_name=BASIC", "/purchase", "/api/users/logout", "/x/../api/users/logout"])("refuses %j", (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it("keeps a page of ours", () => {
    expect(safeReturnPath("/mock/new-mock")).toBe("/mock/new-mock");
  });
});
