// The server's side of scripts/setup.ts: runs it as a process of its own with the server's
// environment, takes the settings it sends, answers with the database, and waits for it to finish
// migrating and seeding. Its output goes straight to the server's.
import { spawn } from "node:child_process";

/** What scripts/setup.ts sends first: the settings the server needs, checked. */
export type SetupSettings = {
  port: number;
  appUrl: string;
  dataDir: string;
  embeddedPgPort: number;
  /** DATABASE_URL when it is set; null when the server starts an embedded PostgreSQL. */
  databaseUrl: string | null;
  graceSeconds: number;
  worker: boolean;
  /** NEXTAUTH_SECRET, or the one generated under the data folder for local runs. */
  authSecret: string;
};

/** What the server answers: the database to migrate and seed, and how to describe it. */
export type SetupDatabase = { url: string; embedded: string | null };

export class SetupFailed extends Error {}

/**
 * Runs `command` (entryCommand(…, "setup")); `database` is asked for once the settings have arrived.
 * Resolves with the settings when the process has exited 0; rejects with SetupFailed otherwise
 * (it has printed why).
 */
export function runSetup(
  command: readonly string[],
  env: NodeJS.ProcessEnv,
  database: (settings: SetupSettings) => Promise<SetupDatabase>,
): Promise<SetupSettings> {
  const [file, ...args] = command;
  const child = spawn(file!, args, { env, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  let settings: SetupSettings | undefined;
  let failure: unknown;
  child.once("message", (message: SetupSettings) => {
    settings = message;
    database(message).then(
      (answer) => child.connected && child.send(answer),
      (error: unknown) => {
        failure = error;
        child.kill("SIGTERM");
      },
    );
  });
  return new Promise((resolve, reject) => {
    child.once("error", (error) => reject(new SetupFailed(`the setup could not be started: ${error.message}`)));
    child.once("exit", (code, signal) => {
      if (failure) reject(failure);
      else if (code === 0 && settings) resolve(settings);
      else reject(new SetupFailed(`the setup stopped (${signal ?? `code ${code}`})`));
    });
  });
}
