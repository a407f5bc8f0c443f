import { afterEach, describe, expect, it, vi } from "vitest";
import { backoffMs, createUploadQueue } from "./upload-queue";

afterEach(() => vi.unstubAllGlobals());

describe("background answer uploads", () => {
  it("retries a failed upload until it lands, and idle() waits for it", async () => {
    vi.useFakeTimers();
    const answers = [new Error("offline"), new Response("{}", { status: 503 }), new Response("{}", { status: 200 })];
    const fetcher = vi.fn(async () => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const events: string[] = [];
    vi.stubGlobal("fetch", fetcher);
    const queue = createUploadQueue({ url: "/x", onEvent: (e) => events.push(e.state) });
    queue.add({ qnum: 1, form: () => new FormData() });
    let done = false;
    void queue.idle().then(() => (done = true));
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(events).toEqual(["pending", "retrying", "retrying", "saved"]);
    vi.useRealTimers();
  });

  it("does not retry an answer the server refuses", async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ error: "nope" }), { status: 404 }));
    const events: string[] = [];
    vi.stubGlobal("fetch", fetcher);
    const queue = createUploadQueue({ url: "/x", onEvent: (e) => events.push(e.state) });
    queue.add({ qnum: 2, form: () => new FormData() });
    await queue.idle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(events).toEqual(["pending", "failed"]);
  });

  it("backs off up to 30 seconds", () => {
    expect([0, 1, 2, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 30000]);
  });
});
