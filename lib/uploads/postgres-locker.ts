// The lock on a resumable upload when several app servers share the uploads (S3): a PostgreSQL
// advisory lock per upload, held on a connection of its own while one request works on it. A
// request that finds the upload held asks the holder, on whichever server it runs, to let go
// (NOTIFY on one channel every server LISTENs to): a phone that comes back after its connection
// died must not wait for the server to notice the dead socket. Implements @tus/server's Locker.
// A waiting request holds no connection between its tries, and its wait for one is bounded by
// the same deadline as its wait for the lock: requests queued on one upload never use up the pool
// that the holder's release and everyone else's uploads need.
import pg from "pg";
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/utils";
import { logger } from "@/lib/log";

const CHANNEL = "tus_upload_release";
/** The advisory lock's first key: this lock's own space, apart from any other advisory lock of ours. */
const LOCK_SPACE = 7_320_001;
const RETRY_MS = 50;
/** How often a waiting request asks the holder again, in case it took the lock after the first ask. */
const ASK_AGAIN_MS = 1000;

export type PostgresLockerOptions = {
  connectionString: string;
  /** Connections for held locks: at most this many requests work on uploads at once per server. */
  maxHeld?: number;
  /** A request waits this long for a lock before it is answered 423 (the browser tries again). */
  acquireLockTimeoutMs?: number;
};

export class PostgresLocker implements Locker {
  readonly pool: pg.Pool;
  readonly timeoutMs: number;
  /** This server's holders, by upload id: told to let go when another request asks. */
  readonly holders = new Map<string, RequestRelease>();
  private listener: Promise<pg.Client> | null = null;
  private asking: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: PostgresLockerOptions) {
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxHeld ?? 32 });
    this.pool.on("error", (error) => logger().warn({ err: error }, "an idle upload-lock connection was closed"));
    this.timeoutMs = options.acquireLockTimeoutMs ?? 30_000;
  }

  newLock(id: string): Lock {
    return new PostgresLock(id, this);
  }

  /** Starts listening for release requests (once per process). */
  listen(): Promise<pg.Client> {
    this.listener ??= (async () => {
      const client = new pg.Client({ connectionString: this.options.connectionString });
      client.on("error", (error) => {
        logger().warn({ err: error }, "the upload-lock listener lost its connection");
        this.listener = null;
      });
      client.on("notification", (message) => {
        if (message.channel === CHANNEL && message.payload) void this.holders.get(message.payload)?.();
      });
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      return client;
    })().catch((error: unknown) => {
      this.listener = null;
      throw error;
    });
    return this.listener;
  }

  /** Asked on the listening connection, one ask after another: it never waits behind the pool. */
  askToRelease(id: string): Promise<unknown> {
    const ask = this.asking.then(async () => (await this.listen()).query("select pg_notify($1, $2)", [CHANNEL, id]));
    this.asking = ask.catch(() => undefined);
    return ask;
  }

  /** A pool connection by `deadline`, or null when none came free in time. */
  async connectBy(deadline: number): Promise<pg.PoolClient | null> {
    const pending = this.pool.connect();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()), null)));
    try {
      const client = await Promise.race([pending, late]);
      // One that comes free after we stopped waiting goes straight back.
      if (!client)
        pending.then(
          (c) => c.release(),
          () => undefined,
        );
      return client;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const listener = await this.listener?.catch(() => null);
    this.listener = null;
    await listener?.end();
    await this.pool.end();
  }
}

class PostgresLock implements Lock {
  private client: pg.PoolClient | null = null;

  constructor(
    private readonly id: string,
    private readonly locker: PostgresLocker,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.locker.listen();
    const deadline = Date.now() + this.locker.timeoutMs;
    let askedAt = 0;
    for (;;) {
      const client = await this.locker.connectBy(deadline);
      if (client) {
        let held = false;
        try {
          const { rows } = await client.query<{ held: boolean }>("select pg_try_advisory_lock($1, hashtext($2)) as held", [LOCK_SPACE, this.id]);
          held = rows[0]?.held === true;
        } catch (error) {
          client.release(error as Error);
          throw error;
        }
        if (held) {
          this.client = client;
          this.locker.holders.set(this.id, requestRelease);
          return;
        }
        client.release();
      }
      if (stopSignal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (Date.now() - askedAt >= ASK_AGAIN_MS) {
        askedAt = Date.now();
        await this.locker.askToRelease(this.id);
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error("Releasing an unlocked lock!");
    this.client = null;
    this.locker.holders.delete(this.id);
    try {
      await client.query("select pg_advisory_unlock($1, hashtext($2))", [LOCK_SPACE, this.id]);
      client.release();
    } catch (error) {
      // A connection that failed mid-unlock is closed: PostgreSQL drops its locks with it.
      client.release(error as Error);
    }
  }
}
