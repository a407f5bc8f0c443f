// The database a developer's command-line tool works on, the same one the app uses: DATABASE_URL
// when set, else the embedded PostgreSQL in $DATA_DIR — joined when `npm run dev` already runs it,
// started (migrated and seeded on first run, as the app does) when it does not.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { env, resetEnvForTests } from "@/lib/env";

export const EMBEDDED_DATABASE_NAME = "hireready";
const USER = "postgres";
const PASSWORD = "postgres";

export interface LocalDatabase {
  url: string;
  /** Where it came from, for one line of output. */
  source: string;
  /** Stops what this process started; a database someone else runs is left running. */
  release: () => Promise<void>;
}

/** The port of the PostgreSQL that holds `dir`, if one is running; read from its own pid file. */
export function runningEmbeddedPort(dir: string): number | null {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, owned by another user (postgres runs as its own user under root).
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return null;
  }
  return port;
}

const embeddedUrl = (port: number) => `postgresql://${USER}:${PASSWORD}@localhost:${port}/${EMBEDDED_DATABASE_NAME}`;

/** Points DATABASE_URL at the local database for the rest of this process (lib/db reads it lazily). */
export async function openLocalDatabase(options: { log?: (line: string) => void } = {}): Promise<LocalDatabase> {
  const config = env();
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, source: "DATABASE_URL", release: async () => undefined };

  const dir = path.join(config.dataDir, "postgres");
  const point = (url: string) => {
    process.env.DATABASE_URL = url;
    resetEnvForTests();
  };
  const port = runningEmbeddedPort(dir);
  if (port !== null) {
    point(embeddedUrl(port));
    return { url: embeddedUrl(port), source: `embedded PostgreSQL (${dir}, port ${port}, already running)`, release: async () => undefined };
  }

  options.log?.(`starting embedded PostgreSQL in ${dir}`);
  const { startEmbeddedPostgres } = await import("@/lib/db/embedded");
  const started = await startEmbeddedPostgres({ dir, port: config.EMBEDDED_PG_PORT, database: EMBEDDED_DATABASE_NAME });
  point(started.url);
  const release = async () => {
    const { disconnectDb } = await import("@/lib/db/client");
    await disconnectDb();
    await started.stop();
  };
  try {
    const { migrate } = await import("@/lib/db/migrate");
    await migrate(started.url);
    const { isSeeded, seed } = await import("@/lib/seed");
    if (!(await isSeeded())) await seed({ log: options.log });
  } catch (error) {
    await release();
    throw error;
  }
  return { url: started.url, source: `embedded PostgreSQL (${dir}, port ${config.EMBEDDED_PG_PORT})`, release };
}
