import { describe, expect, it } from "vitest";
import { firstSegment, isHeaderHidden, isSidebarHidden } from "./visibility";

describe("isHeaderHidden", () => {
  it.each(["/", "", "/auth", "/auth/login", "/interview", "/interview?q=abc", "/terms-and-conditions", "/privacy-policy", "/pricing", "/our-teams/"])(
    "hides the header on %s",
    (path) => expect(isHeaderHidden(path)).toBe(true),
  );

  it.each(["/dashboard", "/jobs", "/jobs/id?jid=1", "/discover", "/mock", "/mock/mock-interview", "/cv", "/authority"])("shows the header on %s", (path) =>
    expect(isHeaderHidden(path)).toBe(false),
  );
});

describe("isSidebarHidden", () => {
  it.each(["/interview", "/interview?q=1", "/mock/mock-interview", "/mock/mock-interview/", "/test/disc", "/purchase"])("hides the sidebar on %s", (path) =>
    expect(isSidebarHidden(path)).toBe(true),
  );

  it.each(["/dashboard", "/jobs", "/mock", "/mock/mock-review", "/mock/new-mock", "/interviews", "/discover"])("shows the sidebar on %s", (path) =>
    expect(isSidebarHidden(path)).toBe(false),
  );
});

describe("firstSegment", () => {
  it("reads the first segment without query or trailing slash", () => {
    expect(firstSegment("/jobs/id?jid=4")).toBe("jobs");
    expect(firstSegment("/")).toBe("");
  });
});
