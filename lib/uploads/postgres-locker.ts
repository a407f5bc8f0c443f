// The lock on a resumable upload when several app servers share the uploads (S3): a PostgreSQL
// advisory lock per upload, held on a connection of its own while one request works on it. A
// request that finds the upload held asks the holder, on whichever server it runs, to let go
// (NOTIFY on one channel every server LISTENs to): a phone that comes back after its connection
// died must not wait for the server to notice the dead socket. Implements @tus/server's Locker.
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

  askToRelease(id: string): Promise<unknown> {
    return this.pool.query("select pg_notify($1, $2)", [CHANNEL, id]);
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
    const client = await this.locker.pool.connect();
    const deadline = Date.now() + this.locker.timeoutMs;
    let askedAt = 0;
    try {
      for (;;) {
        const { rows } = await client.query<{ held: boolean }>("select pg_try_advisory_lock($1, hashtext($2)) as held", [LOCK_SPACE, this.id]);
        if (rows[0]?.held) {
          this.client = client;
          this.locker.holders.set(this.id, requestRelease);
          return;
        }
        if (stopSignal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        if (Date.now() - askedAt >= ASK_AGAIN_MS) {
          askedAt = Date.now();
          await this.locker.askToRelease(this.id);
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    } catch (error) {
      client.release();
      throw error;
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
