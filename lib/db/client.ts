// The one Prisma client: pg adapter with an explicit pool, UTC sessions, secrets omitted.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/lib/env";

function createClient(connectionString: string, settings: string[] = [], max = env().DATABASE_POOL_SIZE) {
  const adapter = new PrismaPg({
    connectionString,
    max,
    options: ["-c TimeZone=UTC", ...settings.map((s) => `-c ${s}`)].join(" "),
  });
  return new PrismaClient({ adapter, omit: { candidate: { passwordHash: true } } });
}

export type Db = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Planner settings job search needs on every query (lib/jobs/search): never a sequential scan or
 * JIT compilation; "bitmap" also leaves the planner bitmap index scans only. Set when each pooled
 * connection starts, so a search needs no transaction and no round trip to set them.
 */
export type SearchScanMode = "planner" | "bitmap";
const SEARCH_SETTINGS: Record<SearchScanMode, string[]> = {
  planner: ["enable_seqscan=off", "jit=off"],
  bitmap: ["enable_seqscan=off", "jit=off", "enable_indexscan=off", "enable_indexonlyscan=off"],
};

const globalForDb = globalThis as unknown as { __db?: Db; __searchDb?: Partial<Record<SearchScanMode, Db>> };

export function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Start the app with `npm run dev` / `npm start` (they start embedded PostgreSQL) or set DATABASE_URL.",
    );
  }
  return url;
}

/** The shared client, created on first use so importing a module never opens a connection. */
export function db(): Db {
  globalForDb.__db ??= createClient(databaseUrl());
  return globalForDb.__db;
}

/** A client whose connections carry job search's planner settings for `mode` (read-only use). */
export function searchDb(mode: SearchScanMode): Db {
  const clients = (globalForDb.__searchDb ??= {});
  clients[mode] ??= createClient(databaseUrl(), SEARCH_SETTINGS[mode], Math.max(2, Math.ceil(env().DATABASE_POOL_SIZE / 2)));
  return clients[mode];
}

export async function disconnectDb(): Promise<void> {
  const clients = [globalForDb.__db, ...Object.values(globalForDb.__searchDb ?? {})];
  globalForDb.__db = undefined;
  globalForDb.__searchDb = undefined;
  await Promise.all(clients.map((client) => client?.$disconnect()));
}
