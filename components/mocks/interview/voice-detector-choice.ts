// Which voice detector an answer's speech measures get: the neural one (silero-vad on
// onnxruntime-web, 16 MB of files from /vad) when the connection brings its files while the
// candidate reads the declaration, else the light energy detector (energy-vad.ts), which needs
// nothing downloaded. The files are fetched here first, timed: on a slow line the download is
// dropped after about a second, so it never competes for long with the page and the questions'
// audio. Fetched once, they stay in the browser's cache (immutable: the folder is named after
// the two packages' versions, see scripts/postinstall.mjs).

/** Where the detector's files are served: one folder per pair of versions, so a cached file is never stale. */
export const VAD_ASSETS = "/vad/vad-web-0.0.31.onnxruntime-web-1.30.0/";
/** What the neural detector downloads: the runtime's WebAssembly and the model (the runtime's small loader and the worklet come with them). */
export const VAD_FILES = ["ort-wasm-simd-threaded.wasm", "silero_vad_legacy.onnx"] as const;
/** Their size, when the server does not say it (14.2 MB and 1.8 MB). */
const VAD_BYTES = 16_050_000;
/** The neural detector is worth it when its files arrive within this long (about 6.5 Mbps for 16 MB). */
export const VAD_DOWNLOAD_BUDGET_MS = 20_000;
/** The pace is judged after this long. */
const JUDGE_AFTER_MS = 1_000;

export type DetectorKind = "neural" | "light";

type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** The browser says outright that the line is slow or that data is to be saved (Chromium's Network Information API). */
export function saysSlow(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || ["slow-2g", "2g", "3g"].includes(connection.effectiveType ?? "");
}

/**
 * Fetches `urls` together, into the browser's cache. False, and the downloads dropped, as soon as
 * their pace says they would not all arrive within `budgetMs` (or a fetch fails); true once they have.
 */
export async function fetchWithin(urls: string[], budgetMs: number, now: () => number = () => performance.now()): Promise<boolean> {
  const abort = new AbortController();
  const started = now();
  let received = 0;
  let expected = 0;
  let known = 0;
  const deadline = setTimeout(() => abort.abort(), budgetMs);
  // A line so slow that nothing arrives is judged too, not only when a chunk comes.
  const judge = setInterval(() => {
    if (tooSlow()) abort.abort();
  }, 250);
  const tooSlow = () => {
    const elapsed = now() - started;
    if (elapsed < JUDGE_AFTER_MS) return false;
    // Files whose size is not known yet count at the detector's usual size.
    const total = known === urls.length ? expected : Math.max(expected, VAD_BYTES);
    return received === 0 || (elapsed * total) / received > budgetMs;
  };
  try {
    await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(url, { signal: abort.signal });
        if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
        expected += Number(response.headers.get("content-length")) || VAD_BYTES / urls.length;
        known += 1;
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          received += value.byteLength;
          if (tooSlow()) throw new Error("too slow");
        }
      }),
    );
    return true;
  } catch {
    abort.abort();
    return false;
  } finally {
    clearTimeout(deadline);
    clearInterval(judge);
  }
}

/** The detector for this page: the light one when the browser says the line is slow, or when the neural one's files do not arrive in time. */
export async function chooseDetector(): Promise<DetectorKind> {
  const connection = typeof navigator !== "undefined" ? (navigator as { connection?: ConnectionInfo }).connection : undefined;
  if (saysSlow(connection)) return "light";
  return (await fetchWithin(VAD_FILES.map((f) => VAD_ASSETS + f), VAD_DOWNLOAD_BUDGET_MS)) ? "neural" : "light";
}
