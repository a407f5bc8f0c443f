// Real `npm run worker` processes for queue tests: each runs scripts/worker.ts on the test file's
// database and data directory, talking to a fake OpenAI server that can hold its requests. The
// file's hooks start the fake and the data directory, and kill any worker still running at the end.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { stopQueue } from "@/lib/queue";
import { resetStorageForTests } from "@/lib/storage";
import { startFakeOpenAI, type FakeOpenAI } from "./fake-openai";

const ROOT = path.resolve(import.meta.dirname, "..");

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  exited: Promise<number | null>;
}

export function useWorkerProcesses(databaseUrl: () => string): { fake: () => FakeOpenAI; start: (env?: Record<string, string>) => WorkerProcess } {
  let fake: FakeOpenAI | undefined;
  let dataDir = "";
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "hireready-workers-"));
    process.env.DATA_DIR = dataDir;
    resetEnvForTests();
    resetStorageForTests();
  });

  afterAll(async () => {
    for (const worker of workers) worker.kill("SIGKILL");
    await stopQueue();
    await fake?.close();
    delete process.env.DATA_DIR;
    resetEnvForTests();
    resetStorageForTests();
    await rm(dataDir, { recursive: true, force: true });
  });

  return {
    fake: () => fake!,
    /** `npm run worker` as its own process (node with tsx's loader: one process to signal). */
    start: (env = {}) => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl(),
          DATA_DIR: dataDir,
          OPENAI_API_KEY: "test-key",
          OPENAI_BASE_URL: fake!.baseUrl,
          OPENAI_MAX_RETRIES: "0",
          LOG_LEVEL: "warn",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      workers.push(child);
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      return { child, output: () => output, exited };
    },
  };
}
