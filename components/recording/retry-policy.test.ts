import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { beginKept, finishKept, keepChunk, listKept } from "./device-store";
import { deliver } from "./outbox";
import { backoffMs, callUntilThrough, verdictOf } from "./retry-policy";

/** A stand-in for the transport: each attempt takes the next planned answer (0: no connection). */
const transport = vi.hoisted(() => ({ answers: [] as { status: number; body?: Record<string, unknown> }[], sent: 0 }));
vi.mock("./send-recording", () => ({
  sendRecording: async (req: { onProgress?: (f: number) => void }) => {
    transport.sent += 1;
    const answer = transport.answers.shift() ?? { status: 0 };
    if (answer.status === 0) return { ok: false, status: 0, error: "something went wrong while uploading file" };
    req.onProgress?.(1);
    if (answer.status < 300) return { ok: true, status: answer.status, data: answer.body ?? {} };
    return { ok: false, status: answer.status, error: String(answer.body?.error ?? "something went wrong while uploading file") };
  },
}));

const OWNER = "candidate:test";

async function keptAnswer(qnum: number): Promise<string> {
  const id = `answer-${qnum}-${Math.random()}`;
  await beginKept({
    id,
    owner: OWNER,
    scope: "mock:m",
    kind: "mock-answer",
    qnum,
    url: "/api/mock/add-mock-video",
    fields: [["qnum", String(qnum)]],
    fileField: "answer",
    fileName: "a.webm",
    type: "video/webm",
  });
  await keepChunk(id, 0, new Blob(["video"]));
  await finishKept(id, {});
  return id;
}

beforeEach(() => {
  transport.answers = [];
  transport.sent = 0;
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
    for (const status of [0, 408, 423, 425, 429, 500, 502, 503, 504]) expect(verdictOf(status)).toBe("retry");
  });

  it("backs off from 1 s, doubling, to at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("ends a 403 (a closed account) at once with its words, after one request, and keeps nothing", async () => {
    transport.answers = [{ status: 403, body: { error: "This account is closed" } }];
    const id = await keptAnswer(1);
    const outcome = await deliver(id);
    expect(outcome).toEqual({ state: "refused", status: 403, error: "This account is closed" });
    expect(transport.sent).toBe(1);
    expect((await listKept({ owner: OWNER })).map((r) => r.id)).not.toContain(id);
  });

  it("sends again after no connection and a busy server, and removes the recording only once stored", async () => {
    vi.useFakeTimers();
    transport.answers = [{ status: 0 }, { status: 503 }, { status: 200, body: { message: "Answer saved" } }];
    const id = await keptAnswer(2);
    const run = deliver(id);
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.sent).toBe(2);
    expect((await listKept({ owner: OWNER })).map((r) => r.id)).toContain(id);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await run).toEqual({ state: "sent", data: { message: "Answer saved" } });
    expect(transport.sent).toBe(3);
    expect((await listKept({ owner: OWNER })).map((r) => r.id)).not.toContain(id);
  });

  it("sends at once when the browser comes back online, not after the rest of its back-off", async () => {
    vi.useFakeTimers();
    transport.answers = [{ status: 0 }, { status: 0 }, { status: 0 }, { status: 0 }, { status: 0 }, { status: 200 }];
    const id = await keptAnswer(3);
    const run = deliver(id);
    // Five failures: the next wait is the longest, 30 s.
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    expect(transport.sent).toBe(5);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.sent).toBe(6);
    expect((await run).state).toBe("sent");
  });

  it("never retries a refusal, whatever the network does", async () => {
    transport.answers = [{ status: 0 }, { status: 410, body: { error: "Consent withdrawn" } }];
    vi.useFakeTimers();
    const id = await keptAnswer(4);
    const run = deliver(id);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await run).toEqual({ state: "refused", status: 410, error: "Consent withdrawn" });
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transport.sent).toBe(2);
  });

  it("asks again for what is safe to repeat after no connection and a busy server, stops at a refusal, and gives up after its attempts", async () => {
    vi.useFakeTimers();
    const answering = (statuses: number[]) => {
      const calls: number[] = [];
      const call = async () => {
        const status = statuses[calls.length] ?? 0;
        calls.push(status);
        return status === 200 ? { ok: true as const, status, data: { quest: `question after ${calls.length} calls` } } : { ok: false as const, status };
      };
      return { calls, call };
    };
    const through = answering([0, 503, 200]);
    const run = callUntilThrough(through.call);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(await run).toEqual({ ok: true, status: 200, data: { quest: "question after 3 calls" } });

    const refused = answering([0, 410]);
    const refusal = callUntilThrough(refused.call);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await refusal).toEqual({ ok: false, status: 410 });
    expect(refused.calls).toEqual([0, 410]);

    const down = answering([0, 0, 0, 0, 0, 0]);
    const gaveUp = callUntilThrough(down.call, 3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await gaveUp).toEqual({ ok: false, status: 0 });
    expect(down.calls).toHaveLength(3);
  });
});
