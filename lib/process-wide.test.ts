// One value per process under each name, whichever copy of the module asks: Next.js bundles each
// route with a copy of its own, and the resumable uploads' store, lock and tus server must be one.
import { describe, expect, it, vi } from "vitest";

describe("the process-wide holder", () => {
  it("gives every copy of the module the one value made first, and makes it once", async () => {
    const first = await import("./process-wide");
    vi.resetModules();
    const second = await import("./process-wide");
    expect(second).not.toBe(first);
    let made = 0;
    const a = first.processWide("test-holder", () => ({ made: ++made }));
    const b = second.processWide("test-holder", () => ({ made: ++made }));
    expect(b).toBe(a);
    expect(made).toBe(1);
    second.forgetProcessWide("test-holder");
    expect(first.processWide("test-holder", () => ({ made: ++made }))).toEqual({ made: 2 });
    first.forgetProcessWide("test-holder");
  });

  it("gives a waiter the value another copy makes later, and times out when none does", async () => {
    const first = await import("./process-wide");
    vi.resetModules();
    const second = await import("./process-wide");
    const waited = first.processWideWhenMade<{ door: string }>("test-door", 60_000);
    const made = second.processWide("test-door", () => ({ door: "open" }));
    await expect(waited).resolves.toBe(made);
    await expect(first.processWideWhenMade("test-door", 1)).resolves.toBe(made);
    first.forgetProcessWide("test-door");
    await expect(second.processWideWhenMade("test-never", 5)).rejects.toThrow('nothing was kept under "test-never" within 0.005 s');
  });
});
