// Answers upload in the background while the candidate goes on. A failed upload (network blip,
// storage briefly away, server busy) is retried with back-off until it lands; the end of the
// interview waits for every pending one. The server keeps one answer per question, so a retry of
// an answer that did arrive is harmless.

export type UploadJob = { qnum: number; form: () => FormData };
export type UploadEvent = { qnum: number; state: "pending" | "retrying" | "saved" | "failed"; message?: string };

const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);

export function backoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}

export function createUploadQueue(options: { url: string; onEvent?: (event: UploadEvent) => void; fetcher?: typeof fetch }) {
  const pending = new Map<number, Promise<void>>();
  const fetcher = options.fetcher ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send(job: UploadJob): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      options.onEvent?.({ qnum: job.qnum, state: attempt === 0 ? "pending" : "retrying" });
      try {
        const res = await fetcher(options.url, { method: "POST", body: job.form(), credentials: "same-origin" });
        if (res.ok) {
          options.onEvent?.({ qnum: job.qnum, state: "saved" });
          return;
        }
        if (!RETRYABLE.has(res.status)) {
          const body = (await res.json().catch(() => ({}))) as { error?: string };
          options.onEvent?.({ qnum: job.qnum, state: "failed", message: body.error });
          return;
        }
      } catch {
        // offline or the connection dropped: try again
      }
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }

  return {
    add(job: UploadJob) {
      const run = send(job).finally(() => pending.delete(job.qnum));
      pending.set(job.qnum, run);
    },
    get size() {
      return pending.size;
    },
    /** Resolves once every upload added so far has landed (or been refused). */
    async idle(): Promise<void> {
      while (pending.size) await Promise.all([...pending.values()]);
    },
  };
}
