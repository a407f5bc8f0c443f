import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { beginKept, finishKept, keepChunk, listKept } from "./device-store";
import { deliver, preloadSending } from "./outbox";

// The sending part as the browser loads it: the first `failures` loads fail as a dynamic import
// does when the network went before the chunk came; then it loads and stores every answer.
const part = vi.hoisted(() => ({ failures: 0, loads: 0, sent: [] as string[] }));
vi.mock("./send-recording", () => {
  part.loads += 1;
  if (part.failures > 0) {
    part.failures -= 1;
    throw new TypeError("Failed to fetch dynamically imported module");
  }
  return {
    sendRecording: async (req: { fields: [string, string][] }) => {
      part.sent.push(req.fields.map(([name, value]) => `${name}=${value}`).join("&"));
      return { ok: true, status: 201, data: { message: "Answer saved" } };
    },
  };
});

const OWNER = "candidate:outbox";

async function keptAnswer(qnum: number): Promise<string> {
  const id = `answer-${qnum}`;
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
  await keepChunk(id, 0, new Blob([`answer ${qnum}`]));
  await finishKept(id, {});
  return id;
}

const keptIds = async () => (await listKept({ owner: OWNER })).map((r) => r.id);

beforeEach(() => {
  vi.stubGlobal("window", new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// In this order: the sending part, once loaded, stays loaded for the page.
describe("sending a recording whose sending part has not loaded", () => {
  it("keeps the answer on the device while the part cannot load, and sends it once when the browser is back online", async () => {
    vi.useFakeTimers();
    part.failures = 2;
    const id = await keptAnswer(1);
    const retries: string[] = [];
    const run = deliver(id, { onRetry: (error) => retries.push(error) });
    await vi.advanceTimersByTimeAsync(0);
    // Not loaded: told as a failed attempt, the answer still kept, nothing sent.
    expect(part.loads).toBe(1);
    expect(retries).toEqual(["something went wrong while uploading file"]);
    expect(await keptIds()).toEqual([id]);
    // Offline, no load is asked for before the back-off (1 s) has run out …
    await vi.advanceTimersByTimeAsync(500);
    expect(part.loads).toBe(1);
    // … and the browser coming back online asks again at once, without waiting for it.
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(part.loads).toBe(2);
    expect(retries).toHaveLength(2);
    expect(await keptIds()).toEqual([id]);
    window.dispatchEvent(new Event("online"));
    expect(await run).toEqual({ state: "sent", data: { message: "Answer saved" } });
    expect(part.loads).toBe(3);
    expect(part.sent).toEqual(["qnum=1"]);
    expect(await keptIds()).toEqual([]);
  });

  it("loads the part once for a page that preloaded it, however many answers it then sends", async () => {
    preloadSending();
    const first = await keptAnswer(2);
    const second = await keptAnswer(3);
    const outcomes = await Promise.all([deliver(first), deliver(second)]);
    expect(outcomes.map((o) => o.state)).toEqual(["sent", "sent"]);
    expect(part.loads).toBe(3);
    expect(part.sent.slice(1).sort()).toEqual(["qnum=2", "qnum=3"]);
    expect(await keptIds()).toEqual([]);
  });
});
