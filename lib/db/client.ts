// The one Prisma client: pg adapter with an explicit pool, UTC sessions, secrets omitted.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/lib/env";

function createClient(connectionString: string) {
  const adapter = new PrismaPg({
    connectionString,
    max: env().DATABASE_POOL_SIZE,
    options: "-c TimeZone=UTC",
  });
  return new PrismaClient({ adapter, omit: { candidate: { passwordHash: true } } });
}

export type Db = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const globalForDb = globalThis as unknown as { __db?: Db };

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

export async function disconnectDb(): Promise<void> {
  await globalForDb.__db?.$disconnect();
  globalForDb.__db = undefined;
}
