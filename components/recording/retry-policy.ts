// The one retry policy for recordings on their way to us. A refusal that will not change ends at
// once with its words; a network failure or a busy server is retried with back-off, and at once
// when the browser says it is back online.

/** What a candidate is told of an attempt that did not get through. */
export const SEND_FAILED = "something went wrong while uploading file";

/** The answers that sending again cannot change. */
const FINAL_REFUSALS = new Set([400, 401, 403, 404, 409, 410, 413, 415, 422]);
/**
 * Worth another go: the request did not get through (0), timed out, found the upload still held by
 * the request the network cut (423), came too early, or the server was busy or down.
 */
const TRANSIENT = new Set([0, 408, 423, 425, 429]);

export type Verdict = "stored" | "refused" | "retry";

export function verdictOf(status: number): Verdict {
  if (status >= 200 && status < 300) return "stored";
  if (TRANSIENT.has(status) || status >= 500) return "retry";
  if (FINAL_REFUSALS.has(status)) return "refused";
  // Any other 4xx is the server's considered no.
  return "refused";
}

export const MAX_BACKOFF_MS = 30_000;

/** The wait before attempt `attempt + 1`: 1 s, 2 s, 4 s … up to 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
}

// The candidate asked to try again now.
const wake = new EventTarget();

/** Ends every wait for a retry on this page: the sends go again at once. */
export function retryNow() {
  wake.dispatchEvent(new Event("wake"));
}

/**
 * Resolves after `ms`, as soon as the browser comes back online, or when `retryNow` is called,
 * whichever is first. Offline, the timer still runs: `navigator.onLine` is a hint, not a promise.
 */
export function waitToRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      wake.removeEventListener("wake", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
    wake.addEventListener("wake", done);
  });
}

/**
 * Makes a call that is safe to repeat (asking for the question on screen) until it gets through
 * or is refused: a network failure or a busy server is tried again `attempts` times in all, with
 * the same waits as a recording's. A phone that lost the line for a moment keeps its interview.
 */
export async function callUntilThrough<T extends { ok: boolean; status: number }>(call: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const result = await call();
    if (result.ok || verdictOf(result.status) !== "retry" || attempt + 1 >= attempts) return result;
    await waitToRetry(backoffMs(attempt));
  }
}
