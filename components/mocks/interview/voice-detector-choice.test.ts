// Which voice detector a slow or a fast connection gets, and where its files are served.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseDetector, fetchWithin, saysSlow, VAD_ASSETS, VAD_DOWNLOAD_BUDGET_MS, VAD_FILES } from "./voice-detector-choice";

/** A server sending each file in `chunk`-byte pieces, one every `msPerChunk` of a clock the test owns. */
function fakeServer({ bytes, chunk, msPerChunk }: { bytes: number; chunk: number; msPerChunk: number }) {
  const seen = { clock: 0, sent: 0, aborted: 0 };
  vi.stubGlobal("fetch", async (_url: string, init: { signal: AbortSignal }) => {
    init.signal.addEventListener("abort", () => (seen.aborted += 1));
    let left = bytes;
    return {
      ok: true,
      headers: new Headers({ "content-length": String(bytes) }),
      body: {
        getReader: () => ({
          read: async () => {
            if (init.signal.aborted) throw new Error("aborted");
            if (left <= 0) return { done: true };
            const piece = Math.min(chunk, left);
            left -= piece;
            seen.sent += piece;
            seen.clock += msPerChunk;
            return { done: false, value: new Uint8Array(piece) };
          },
        }),
      },
    };
  });
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe("the voice detector's files on a slow and a fast connection", () => {
  it("on a slow line (about 1.3 Mbps) the download is dropped after about a second, with a small part of it spent", async () => {
    const server = fakeServer({ bytes: 8_000_000, chunk: 64 * 1024, msPerChunk: 400 });
    expect(await fetchWithin(["/a", "/b"], VAD_DOWNLOAD_BUDGET_MS, () => server.clock)).toBe(false);
    expect(server.aborted).toBe(2);
    expect(server.sent).toBeLessThan(500 * 1024);
  });

  it("on a fast line the files are fetched whole (into the browser's cache)", async () => {
    const server = fakeServer({ bytes: 8_000_000, chunk: 1024 * 1024, msPerChunk: 50 });
    expect(await fetchWithin(["/a", "/b"], VAD_DOWNLOAD_BUDGET_MS, () => server.clock)).toBe(true);
    expect(server.sent).toBe(16_000_000);
    expect(server.aborted).toBe(0);
  });

  it("a file that is not there is the light detector's case", async () => {
    vi.stubGlobal("fetch", async () => ({ ok: false, status: 404, headers: new Headers(), body: null }));
    expect(await fetchWithin(["/a"], VAD_DOWNLOAD_BUDGET_MS)).toBe(false);
  });

  it("a browser that says the line is slow, or that data is to be saved, gets the light detector without a byte fetched", async () => {
    expect(saysSlow({ effectiveType: "3g" })).toBe(true);
    expect(saysSlow({ effectiveType: "2g" })).toBe(true);
    expect(saysSlow({ effectiveType: "4g", saveData: true })).toBe(true);
    expect(saysSlow({ effectiveType: "4g" })).toBe(false);
    expect(saysSlow(undefined)).toBe(false);
    const fetched = vi.fn();
    vi.stubGlobal("fetch", fetched);
    vi.stubGlobal("navigator", { connection: { effectiveType: "3g" } });
    expect(await chooseDetector()).toBe("light");
    expect(fetched).not.toHaveBeenCalled();
  });

  it("the files are served from a folder named after the pinned versions (cached as immutable, so an upgrade must change the address)", () => {
    const pinned = (JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> }).dependencies;
    expect(VAD_ASSETS).toBe(`/vad/vad-web-${pinned["@ricky0123/vad-web"]}.onnxruntime-web-${pinned["onnxruntime-web"]}/`);
    expect(VAD_FILES).toEqual(["ort-wasm-simd-threaded.wasm", "silero_vad_legacy.onnx"]);
  });
});
