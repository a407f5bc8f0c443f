import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-path";

describe("safeRedirectPath", () => {
  it("keeps a same-origin path with its query", () => {
    expect(safeRedirectPath("/jobs/id?jid=42")).toBe("/jobs/id?jid=42");
  });

  it.each([null, "", "https://evil.example/", "//evil.example", "/\\evil.example", "jobs", "/auth/login", "/auth", "/jobs\n"])(
    "falls back to the dashboard for %j",
    (raw) => expect(safeRedirectPath(raw)).toBe("/dashboard"),
  );

  it("refuses paths longer than the stored redirect limit", () => {
    expect(safeRedirectPath(`/${"a".repeat(2000)}`, "/x")).toBe("/x");
  });
});
