// Which voice detector an answer's speech measures get: the neural one (silero-vad on
// onnxruntime-web, 16 MB of files from /vad) when the connection would bring its files while the
// candidate reads the declaration, else the light energy detector (energy-vad.ts), which needs
// nothing downloaded. The line is judged on a sample: the first half megabyte of the runtime,
// asked for as a byte range and timed, so the decision costs at most that much, and the files
// are then fetched once, by the detector itself. They stay in the browser's cache (immutable: the
// folder is named after the two packages' versions, see scripts/postinstall.mjs).

/** Where the detector's files are served: one folder per pair of versions, so a cached file is never stale. */
export const VAD_ASSETS = "/vad/vad-web-0.0.31.onnxruntime-web-1.30.0/";
/** What the neural detector downloads: the runtime's WebAssembly and the model (the runtime's small loader and the worklet come with them). */
export const VAD_FILES = ["ort-wasm-simd-threaded.wasm", "silero_vad_legacy.onnx"] as const;
/** Their size (14.2 MB and 1.8 MB). */
const VAD_BYTES = 16_050_000;
/** The neural detector is worth it when its files would arrive within this long (about 6.5 Mbps for 16 MB). */
export const VAD_DOWNLOAD_BUDGET_MS = 20_000;
/** How much of the runtime is timed to judge the line. */
export const SAMPLE_BYTES = 512 * 1024;

export type DetectorKind = "neural" | "light";

type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** The browser says outright that the line is slow or that data is to be saved (Chromium's Network Information API). */
export function saysSlow(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || ["slow-2g", "2g", "3g"].includes(connection.effectiveType ?? "");
}

/**
 * Times the first `SAMPLE_BYTES` of `url` (a byte range; a server that sends the whole file is
 * read only that far) from its first byte, and says whether the detector's files would all arrive
 * at that pace within `budgetMs`. Gives up, false, as soon as the sample cannot make that pace,
 * or when the fetch fails.
 */
export async function fastEnough(url: string, budgetMs: number, now: () => number = () => performance.now()): Promise<boolean> {
  const abort = new AbortController();
  // The sample must come at the pace of the whole within its share of the budget.
  const sampleBudget = (budgetMs * SAMPLE_BYTES) / VAD_BYTES;
  let received = 0;
  let firstByte: number | null = null;
  const started = now();
  // A line so slow that the sample never comes is judged too, not only when a piece arrives
  // (the first byte's wait counts then, with a second's grace for the round trip).
  const deadline = setTimeout(() => abort.abort(), sampleBudget + 1_000);
  const late = () => now() - (firstByte ?? started) > sampleBudget;
  try {
    const response = await fetch(url, { signal: abort.signal, headers: { Range: `bytes=0-${SAMPLE_BYTES - 1}` } });
    if (!response.ok || !response.body) return false;
    const reader = response.body.getReader();
    while (received < SAMPLE_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      firstByte ??= now();
      received += value.byteLength;
      if (late()) return false;
    }
    return received > 0 && !late();
  } catch {
    return false;
  } finally {
    clearTimeout(deadline);
    abort.abort();
  }
}

/** The detector for this page: the light one when the browser says the line is slow, or when the neural one's files would not arrive in time. */
export async function chooseDetector(): Promise<DetectorKind> {
  const connection = typeof navigator !== "undefined" ? (navigator as { connection?: ConnectionInfo }).connection : undefined;
  if (saysSlow(connection)) return "light";
  return (await fastEnough(VAD_ASSETS + VAD_FILES[0], VAD_DOWNLOAD_BUDGET_MS)) ? "neural" : "light";
}
