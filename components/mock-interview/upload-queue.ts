// Answers upload in the background while the candidate goes on. A failed upload (network blip,
// storage briefly away, server busy) is retried with back-off until it lands; the end of the
// interview waits for every pending one. The server keeps one answer per question, so a retry of
// an answer that did arrive is harmless.

import { request } from "@/components/api/request";

export type UploadJob = { qnum: number; form: () => FormData };
export type UploadEvent = { qnum: number; state: "pending" | "retrying" | "saved" | "failed"; message?: string };

// 0: the request did not get through (offline, the connection dropped).
const RETRYABLE = new Set([0, 408, 425, 429, 500, 502, 503, 504]);

export function backoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}

export function createUploadQueue(options: { url: string; onEvent?: (event: UploadEvent) => void }) {
  const pending = new Map<number, Promise<void>>();

  async function send(job: UploadJob): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      options.onEvent?.({ qnum: job.qnum, state: attempt === 0 ? "pending" : "retrying" });
      const result = await request(options.url, { body: job.form() });
      if (result.ok) {
        options.onEvent?.({ qnum: job.qnum, state: "saved" });
        return;
      }
      if (!RETRYABLE.has(result.status)) {
        options.onEvent?.({ qnum: job.qnum, state: "failed", message: result.error });
        return;
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
