// The upload lock's wait is bounded even when more requests for one upload arrive than the lock's
// pool has connections: a waiter holds no connection between its tries, so the holder can still
// be asked to let go and other uploads are still served.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/db";
import { PostgresLocker } from "./postgres-locker";

const t = useTestDatabase();

describe("the upload lock with more requests for one upload than connections", () => {
  it("hands the upload to each of five requests in turn on a pool of two, while another upload is taken at once", async () => {
    const locker = new PostgresLocker({ connectionString: t.url(), maxHeld: 2, acquireLockTimeoutMs: 20_000 });
    const order: number[] = [];
    let inside = 0;
    let most = 0;
    try {
      const first = locker.newLock("one-upload");
      let letGo: () => void = () => undefined;
      const firstReleased = new Promise<void>((resolve) => (letGo = resolve));
      // The first holder works until another request asks for the upload, then lets go.
      await first.lock(new AbortController().signal, async () => {
        await first.unlock();
        letGo();
      });
      const waiters = [1, 2, 3, 4].map(async (n) => {
        const lock = locker.newLock("one-upload");
        // Each later holder lets go when asked, as tus does with a request that is superseded.
        let released = false;
        await lock.lock(new AbortController().signal, async () => {
          if (released) return;
          released = true;
          inside--;
          await lock.unlock();
        });
        order.push(n);
        inside++;
        most = Math.max(most, inside);
        // Done with its slice: lets go by itself unless it was asked to already.
        await new Promise((resolve) => setImmediate(resolve));
        if (!released) {
          released = true;
          inside--;
          await lock.unlock();
        }
      });
      // Another candidate's upload is not held up by the queue on this one.
      const other = locker.newLock("another-upload");
      await other.lock(new AbortController().signal, () => undefined);
      await other.unlock();

      await firstReleased;
      await Promise.all(waiters);
      expect(order.toSorted()).toEqual([1, 2, 3, 4]);
      expect(most).toBe(1);
    } finally {
      await locker.close();
    }
  }, 30_000);

  it("answers each waiter 'failed to acquire lock' at its deadline when the holder keeps the upload, and still serves another upload", async () => {
    const locker = new PostgresLocker({ connectionString: t.url(), maxHeld: 2, acquireLockTimeoutMs: 500 });
    try {
      const holder = locker.newLock("kept-upload");
      await holder.lock(new AbortController().signal, () => undefined);
      const waiters = Array.from({ length: 4 }, () => locker.newLock("kept-upload").lock(new AbortController().signal, () => undefined));
      const outcomes = await Promise.allSettled(waiters);
      expect(outcomes.map((o) => (o.status === "rejected" ? (o.reason as { status_code: number; body: string }) : null))).toEqual(
        Array.from({ length: 4 }, () => ({ status_code: 500, body: "failed to acquire lock before timeout" })),
      );
      const other = locker.newLock("another-upload");
      await other.lock(new AbortController().signal, () => undefined);
      await other.unlock();
      await holder.unlock();
    } finally {
      await locker.close();
    }
  }, 30_000);
});
