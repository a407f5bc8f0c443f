// Next.js's internals that tests use (test/next-internals.ts) are no API: another version may move,
// rename or reshape them. This fails first, with the reason, when Next.js changes under them.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { CHECKED_WITH_NEXT, NodeNextResponse, requestScopes, sendResponse } from "./next-internals";

describe("the Next.js internals two tests use", () => {
  it("were checked against the installed Next.js: after an upgrade, check each below and then CHECKED_WITH_NEXT", () => {
    const { version } = createRequire(import.meta.url)("next/package.json") as { version: string };
    expect(version).toBe(CHECKED_WITH_NEXT);
  });

  it("are still there, in the shape the tests call", async () => {
    expect(typeof NodeNextResponse).toBe("function");
    expect(typeof sendResponse).toBe("function");
    const { createRequestStoreForAPI, workUnitStorages, workStorages } = await requestScopes();
    expect(typeof createRequestStoreForAPI).toBe("function");
    for (const storage of [...workUnitStorages, ...workStorages]) expect(typeof storage?.run).toBe("function");
  });
});
