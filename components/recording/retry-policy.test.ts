import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { beginKept, finishKept, keepChunk, listKept } from "./device-store";
import { deliver } from "./outbox";
import { backoffMs, verdictOf } from "./retry-policy";

/** A stand-in for the browser's XMLHttpRequest: each request takes the next planned answer (0: no connection). */
class FakeXhr {
  static answers: { status: number; body?: unknown }[] = [];
  static sent = 0;
  status = 0;
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    FakeXhr.sent += 1;
    const answer = FakeXhr.answers.shift() ?? { status: 0 };
    queueMicrotask(() => {
      if (answer.status === 0) return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body ?? {});
      this.onload?.();
    });
  }
}

const OWNER = "candidate:test";

async function keptAnswer(qnum: number): Promise<string> {
  const id = `answer-${qnum}-${Math.random()}`;
  await beginKept({ id, owner: OWNER, scope: "mock:m", kind: "mock-answer", qnum, url: "/api/mock/add-mock-video", fields: [["qnum", String(qnum)]], fileField: "answer", fileName: "a.webm", type: "video/webm" });
  await keepChunk(id, 0, new Blob(["video"]));
  await finishKept(id, {});
  return id;
}

beforeEach(() => {
  FakeXhr.answers = [];
  FakeXhr.sent = 0;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal("window", new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the retry policy of recordings on their way", () => {
  it("sorts answers into stored, refused for good, and worth another go", () => {
    for (const status of [200, 201, 204]) expect(verdictOf(status)).toBe("stored");
    for (const status of [400, 401, 403, 404, 409, 410, 413, 415, 422]) expect(verdictOf(status)).toBe("refused");
    for (const status of [0, 408, 425, 429, 500, 502, 503, 504]) expect(verdictOf(status)).toBe("retry");
  });

  it("backs off from 1 s, doubling, to at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("ends a 403 (a closed account) at once with its words, after one request, and keeps nothing", async () => {
    FakeXhr.answers = [{ status: 403, body: { error: "This account is closed" } }];
    const id = await keptAnswer(1);
    const outcome = await deliver(id);
    expect(outcome).toEqual({ state: "refused", status: 403, error: "This account is closed" });
    expect(FakeXhr.sent).toBe(1);
    expect((await listKept({ owner: OWNER })).map((r) => r.id)).not.toContain(id);
  });

  it("sends again after no connection and a busy server, and removes the recording only once stored", async () => {
    vi.useFakeTimers();
    FakeXhr.answers = [{ status: 0 }, { status: 503 }, { status: 200, body: { message: "Answer saved" } }];
    const id = await keptAnswer(2);
    const run = deliver(id);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeXhr.sent).toBe(2);
    expect((await listKept({ owner: OWNER })).map((r) => r.id)).toContain(id);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await run).toEqual({ state: "sent", data: { message: "Answer saved" } });
    expect(FakeXhr.sent).toBe(3);
    expect((await listKept({ owner: OWNER })).map((r) => r.id)).not.toContain(id);
  });

  it("sends at once when the browser comes back online, not after the rest of its back-off", async () => {
    vi.useFakeTimers();
    FakeXhr.answers = [{ status: 0 }, { status: 0 }, { status: 0 }, { status: 0 }, { status: 0 }, { status: 200 }];
    const id = await keptAnswer(3);
    const run = deliver(id);
    // Five failures: the next wait is the longest, 30 s.
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    expect(FakeXhr.sent).toBe(5);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeXhr.sent).toBe(6);
    expect((await run).state).toBe("sent");
  });

  it("never retries a refusal, whatever the network does", async () => {
    FakeXhr.answers = [{ status: 0 }, { status: 410, body: { error: "Consent withdrawn" } }];
    vi.useFakeTimers();
    const id = await keptAnswer(4);
    const run = deliver(id);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await run).toEqual({ state: "refused", status: 410, error: "Consent withdrawn" });
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeXhr.sent).toBe(2);
  });
});
