// Which voice detector a slow or a fast connection gets, and where its files are served.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseDetector, fastEnough, SAMPLE_BYTES, saysSlow, VAD_ASSETS, VAD_DOWNLOAD_BUDGET_MS, VAD_FILES } from "./voice-detector-choice";

/**
 * A server sending a file of `bytes` in `chunk`-byte pieces, one every `msPerChunk` of a clock the
 * test owns; it honours a byte range unless `ignoresRange`.
 */
function fakeServer({ bytes, chunk, msPerChunk, ignoresRange = false }: { bytes: number; chunk: number; msPerChunk: number; ignoresRange?: boolean }) {
  const seen = { clock: 0, sent: 0, aborted: 0, range: null as string | null };
  vi.stubGlobal("fetch", async (_url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => {
    init.signal.addEventListener("abort", () => (seen.aborted += 1));
    seen.range = init.headers.Range ?? null;
    const asked = /^bytes=0-(\d+)$/.exec(seen.range ?? "");
    let left = asked && !ignoresRange ? Math.min(bytes, Number(asked[1]) + 1) : bytes;
    return {
      ok: true,
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

describe("the voice detector on a slow and a fast connection", () => {
  it("on a slow line (about 1.3 Mbps) the sample is dropped as soon as it falls behind, with a small part of it spent", async () => {
    const server = fakeServer({ bytes: 14_000_000, chunk: 64 * 1024, msPerChunk: 400 });
    expect(await fastEnough("/a", VAD_DOWNLOAD_BUDGET_MS, () => server.clock)).toBe(false);
    expect(server.aborted).toBe(1);
    expect(server.sent).toBeLessThanOrEqual(3 * 64 * 1024);
  });

  it("on a fast line (about 80 Mbps) only the sample is asked for, as a byte range, and the neural detector is worth it", async () => {
    const server = fakeServer({ bytes: 14_000_000, chunk: 128 * 1024, msPerChunk: 12 });
    expect(await fastEnough("/a", VAD_DOWNLOAD_BUDGET_MS, () => server.clock)).toBe(true);
    expect(server.range).toBe(`bytes=0-${SAMPLE_BYTES - 1}`);
    expect(server.sent).toBe(SAMPLE_BYTES);
  });

  it("a line just under the pace the budget needs (5 Mbps for 16 MB in 20 s) gets the light detector", async () => {
    const server = fakeServer({ bytes: 14_000_000, chunk: 64 * 1024, msPerChunk: 105 });
    expect(await fastEnough("/a", VAD_DOWNLOAD_BUDGET_MS, () => server.clock)).toBe(false);
  });

  it("a server that sends the whole file anyway is read only as far as the sample, then dropped", async () => {
    const server = fakeServer({ bytes: 14_000_000, chunk: 128 * 1024, msPerChunk: 12, ignoresRange: true });
    expect(await fastEnough("/a", VAD_DOWNLOAD_BUDGET_MS, () => server.clock)).toBe(true);
    expect(server.sent).toBe(SAMPLE_BYTES);
    expect(server.aborted).toBe(1);
  });

  it("a file that is not there is the light detector's case", async () => {
    vi.stubGlobal("fetch", async () => ({ ok: false, status: 404, headers: new Headers(), body: null }));
    expect(await fastEnough("/a", VAD_DOWNLOAD_BUDGET_MS)).toBe(false);
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
