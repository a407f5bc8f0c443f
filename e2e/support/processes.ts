// Processes of their own for the specs that start the product themselves (after `npm run build`):
// app servers as `npm start` runs them, workers as `npm run worker`, an S3 (s3rver), each on a
// free port, with only the environment the spec gives them. Each runs in its own process group:
// a spec signals the top process, as a platform does, and cleans up by killing the whole group.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "@/lib/db/embedded";

export { freePort };

const ROOT = process.cwd();

export interface Proc {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** A command in the project's folder, its own process group, with only the environment given. */
export function launch(name: string, command: readonly string[], env: Record<string, string>): Proc {
  const [file, ...args] = command;
  const child = spawn(file!, args, {
    cwd: ROOT,
    detached: true,
    // Not the spec's own environment: other specs in this process point DATABASE_URL elsewhere.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", TMPDIR: os.tmpdir(), NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, child, output: () => output, exited };
}

/** How the image starts: its final stage's ENTRYPOINT followed by its CMD (exec form). */
export function imageCommand(): string[] {
  const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const instruction = (name: string): string[] => {
    const line = new RegExp(`^${name}\\s+(\\[.*\\])\\s*$`, "m").exec(finalStage);
    return line ? (JSON.parse(line[1]!) as string[]) : [];
  };
  return [...instruction("ENTRYPOINT"), ...instruction("CMD")];
}

/** The ways a production app server is started. */
export const START_COMMANDS = {
  "npm start": ["npm", "start"],
  "the image's entry": imageCommand(),
} as const satisfies Record<string, readonly string[]>;

/** Waits until `url` answers 200 (or the process ends, which fails with its output). */
export async function waitUntilHealthy(proc: Proc, url: string, timeout = 120_000): Promise<void> {
  let ended = false;
  void proc.exited.then(() => (ended = true));
  await expect
    .poll(
      async () => {
        if (ended) throw new Error(`${proc.name} exited before it was ready:\n${proc.output()}`);
        return fetch(url).then(
          (res) => res.status,
          () => 0,
        );
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(200);
}

export interface AppServer extends Proc {
  url: string;
  port: number;
}

/** `npm start` (or another way in: `command`) on a free port, ready once /api/health answers 200. */
export async function startAppServer(name: string, env: Record<string, string>, command: readonly string[] = START_COMMANDS["npm start"]): Promise<AppServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const proc = launch(name, command, { NEXTAUTH_URL: url, ...env, PORT: String(port) });
  await waitUntilHealthy(proc, `${url}/api/health`);
  return { ...proc, url, port };
}

/** `npm run worker`, ready once it listens on every queue. */
export async function startWorkerProcess(name: string, env: Record<string, string>): Promise<Proc> {
  const proc = launch(name, ["npm", "run", "worker"], env);
  await expect.poll(() => proc.output(), { timeout: 60_000 }).toContain("worker listening on");
  return proc;
}

/** Sends SIGTERM (or `signal`) to the top process, as a platform does, and waits for its exit code. */
export async function stop(proc: Proc, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill(signal);
  return proc.exited;
}

/** Kills the process and everything it started (its process group) at once: cleanup after a failure. */
export async function kill(proc: Proc): Promise<void> {
  try {
    process.kill(-proc.child.pid!, "SIGKILL");
  } catch {
    // The group is gone already.
  }
  await proc.exited;
}

/** The processes `pid` started, and theirs, that are still running (Linux's /proc). */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (in parentheses) may hold spaces: the parent id is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // It ended while we looked.
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Whether a process is still running (a zombie counts as ended). */
export function running(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/** One s3rver in its own process and directory; the S3_* variables that point a server at it. */
export async function startS3(bucket: string): Promise<{ env: Record<string, string>; stop: () => Promise<unknown> }> {
  const dir = tempDir("s3");
  const script = `const S3rver = require("s3rver");
    new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: ${JSON.stringify(dir)}, configureBuckets: [{ name: ${JSON.stringify(bucket)} }] })
      .run().then(({ port }) => console.log("PORT " + port));`;
  const child = spawn(process.execPath, ["-e", script], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /PORT (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    child.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    },
    stop: () => {
      child.kill("SIGKILL");
      return new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

const made: string[] = [];

/** A fresh temp directory (a data directory of its own; as root, the embedded PostgreSQL's own user must enter it). */
export function tempDir(label: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `hireready-${label}-`));
  chmodSync(dir, 0o777);
  made.push(dir);
  return dir;
}

/** Removes the directories tempDir() made (once their processes have stopped). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
