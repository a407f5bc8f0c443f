// The one Prisma client, over a pg pool we own (UTC sessions, secrets omitted), and the same pool
// for the few prepared statements of hot reads (lib/db/prepared.ts, lib/db/hot-read.ts).
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { processWide } from "@/lib/process-wide";

function createPool(connectionString: string, settings: string[] = [], max = env().DATABASE_POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    options: ["-c TimeZone=UTC", ...settings.map((s) => `-c ${s}`)].join(" "),
  });
  // An idle connection the server closed (a restart, a shutdown) is dropped from the pool; the
  // next query opens a new one. Without a listener the error would be thrown at the top level.
  pool.on("error", (error) => logger().warn({ err: error }, "an idle database connection was closed"));
  return pool;
}

function createClient(pool: pg.Pool) {
  return new PrismaClient({ adapter: new PrismaPg(pool), omit: { candidate: { passwordHash: true } } });
}

export type Db = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Planner settings job search needs on every query (lib/jobs/search): never a sequential scan or
 * JIT compilation; "bitmap" also leaves the planner bitmap index scans only. Set when each pooled
 * connection starts, so a search needs no transaction and no round trip to set them. Its
 * statements are prepared once per connection but planned for each search's own words
 * (force_custom_plan): a plan made for one word can be wrong for another. On a small board
 * ("small board": bitmap scans, under lib/jobs/search's SMALL_BOARD open jobs) no plan is slow,
 * and PostgreSQL keeps a statement's plan once it has seen that planning again buys nothing
 * (plan_cache_mode=auto): planning was half of PostgreSQL's time for such a search.
 */
export type SearchScanMode = "planner" | "bitmap" | "small board";
const BITMAP_ONLY = ["enable_seqscan=off", "jit=off", "enable_indexscan=off", "enable_indexonlyscan=off"];
const SEARCH_SETTINGS: Record<SearchScanMode, string[]> = {
  planner: ["enable_seqscan=off", "jit=off", "plan_cache_mode=force_custom_plan"],
  bitmap: [...BITMAP_ONLY, "plan_cache_mode=force_custom_plan"],
  "small board": [...BITMAP_ONLY, "plan_cache_mode=auto"],
};

type Shared = { pool: pg.Pool; client: Db };

// One client and one set of pools per process (lib/process-wide.ts): the server's copy of this
// module, each Next.js bundle's and a dev-mode reload share them.
function held(): { shared?: Shared; searchPools?: Partial<Record<SearchScanMode, pg.Pool>> } {
  return processWide("db", () => ({}));
}

export function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm run dev` / `npm start` (they start embedded PostgreSQL) or set DATABASE_URL.");
  }
  return url;
}

function shared(): Shared {
  const h = held();
  if (!h.shared) {
    const pool = createPool(databaseUrl());
    h.shared = { pool, client: createClient(pool) };
  }
  return h.shared;
}

/** The shared client, created on first use so importing a module never opens a connection. */
export function db(): Db {
  return shared().client;
}

/** The shared client's own connection pool (prepared statements of hot reads). */
export function dbPool(): pg.Pool {
  return shared().pool;
}

/** The shared pool's connections lent out, idle and waited for; null before its first use. */
export function dbPoolStats(): { inUse: number; idle: number; waiting: number } | null {
  const pool = held().shared?.pool;
  return pool ? { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** A pool whose connections carry job search's planner settings for `mode` (read-only use). */
export function searchPool(mode: SearchScanMode): pg.Pool {
  const pools = (held().searchPools ??= {});
  pools[mode] ??= createPool(databaseUrl(), SEARCH_SETTINGS[mode], Math.max(2, Math.ceil(env().DATABASE_POOL_SIZE / 2)));
  return pools[mode];
}

export async function disconnectDb(): Promise<void> {
  const h = held();
  const current = h.shared;
  const pools = Object.values(h.searchPools ?? {});
  h.shared = undefined;
  h.searchPools = undefined;
  await current?.client.$disconnect();
  await Promise.all([current?.pool, ...pools].map((pool) => pool?.end()));
}
