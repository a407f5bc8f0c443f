// The server's worker process (scripts/worker-process.ts), with small stand-in workers: started with
// the environment given, stopped by SIGTERM and awaited, started again after a crash, and gone on
// its own when the server dies without stopping it.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { entryCommand, startWorkerProcess } from "./worker-process";

const dir = mkdtempSync(path.join(os.tmpdir(), "worker-process-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in worker: appends what happens to it to `log`, one line each. */
function standIn(name: string, body: string): string {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, `import { appendFileSync } from "node:fs";\nconst note = (line) => appendFileSync(process.env.LOG, line + "\\n");\n${body}\n`);
  return file;
}
const lines = (log: string) => (readFileSync(log, { encoding: "utf8", flag: "a+" }).trim() || "").split("\n").filter(Boolean);
/** Whether a process runs (a zombie, ended but not yet reaped by whoever inherited it, does not). */
const alive = (pid: number) => {
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

describe("the server's worker process", () => {
  it("is an entry of dist/ under node beside the bundle, of scripts/ under tsx beside the source", () => {
    expect(entryCommand("file:///app/dist/serve.mjs", "worker")).toEqual([process.execPath, "/app/dist/worker.mjs"]);
    expect(entryCommand("file:///app/scripts/serve.ts", "setup")).toEqual([process.execPath, "--import", "tsx", "/app/scripts/setup.ts"]);
  });

  it("runs with the environment given and, stopped, gets SIGTERM and is awaited until it has drained", async () => {
    const log = path.join(dir, "drain.log");
    const script = standIn(
      "drain",
      `note("started " + process.env.DATABASE_URL);
       process.on("SIGTERM", () => setTimeout(() => { note("drained"); process.exit(0); }, 300));
       setInterval(() => {}, 1000);`,
    );
    const worker = startWorkerProcess({
      command: [process.execPath, script],
      env: { ...process.env, LOG: log, DATABASE_URL: "postgresql://db/x" },
      log: () => {},
    });
    await expect.poll(() => lines(log)).toEqual(["started postgresql://db/x"]);
    await worker.stop(5000);
    expect(lines(log)).toEqual(["started postgresql://db/x", "drained"]);
  });

  it("is killed when it does not stop within the grace period and its margin", { timeout: 30_000 }, async () => {
    const log = path.join(dir, "stuck.log");
    const script = standIn("stuck", `note(String(process.pid)); process.on("SIGTERM", () => note("ignored")); setInterval(() => {}, 1000);`);
    const said: string[] = [];
    const worker = startWorkerProcess({ command: [process.execPath, script], env: { ...process.env, LOG: log }, log: (line) => said.push(line) });
    await expect.poll(() => lines(log).length).toBe(1);
    await worker.stop(0);
    expect(lines(log)).toContain("ignored");
    expect(alive(Number(lines(log)[0]))).toBe(false);
    expect(said.join("\n")).toMatch(/did not stop within 10 s: killing it/);
  });

  it("is started again after a crash, waiting longer after each quick one, and not once stopped", async () => {
    const log = path.join(dir, "crash.log");
    const script = standIn("crash", `note("started"); setTimeout(() => process.exit(3), 50);`);
    const said: string[] = [];
    const worker = startWorkerProcess({
      command: [process.execPath, script],
      env: { ...process.env, LOG: log },
      log: (line) => said.push(line),
      firstBackoffMs: 100,
    });
    await expect.poll(() => lines(log).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await worker.stop(1000);
    expect(said.slice(0, 2)).toEqual(["worker exited (code 3); starting it again in 0.1 s", "worker exited (code 3); starting it again in 0.2 s"]);
    const started = lines(log).length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(lines(log).length).toBe(started);
  });

  it("answers for its metrics over the channel, and with null once it is gone", async () => {
    const log = path.join(dir, "metrics.log");
    const script = standIn(
      "metrics",
      `note("started");
       process.on("message", (m) => process.send({ metricsAnswer: m.metricsAsk, metrics: [{ name: "tasks", type: "counter", values: [{ value: m.metricsAsk }] }] }));`,
    );
    const worker = startWorkerProcess({ command: [process.execPath, script], env: { ...process.env, LOG: log }, log: () => {} });
    await expect.poll(() => lines(log)).toEqual(["started"]);
    const [first, second] = await Promise.all([worker.metrics(), worker.metrics()]);
    expect([first, second]).toEqual([
      [{ name: "tasks", type: "counter", values: [{ value: 1 }] }],
      [{ name: "tasks", type: "counter", values: [{ value: 2 }] }],
    ]);
    await worker.stop(1000);
    expect(await worker.metrics()).toBeNull();
  });

  it("ends when the server dies without stopping it: its channel closes", { timeout: 30_000 }, async () => {
    const log = path.join(dir, "orphan.log");
    const script = standIn(
      "orphan",
      `note(String(process.pid)); process.on("disconnect", () => { note("server gone"); process.exit(0); }); setInterval(() => {}, 1000);`,
    );
    // A server of its own, killed outright once its worker runs.
    const server = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("${path.resolve("scripts/worker-process.ts")}").then((m) => m.startWorkerProcess({ command: [process.execPath, ${JSON.stringify(script)}], env: process.env, log: console.log }))`,
      ],
      { env: { ...process.env, LOG: log }, stdio: "ignore" },
    );
    await expect.poll(() => lines(log).length, { timeout: 20_000 }).toBe(1);
    server.kill("SIGKILL");
    await expect.poll(() => lines(log), { timeout: 10_000 }).toContain("server gone");
    await expect.poll(() => alive(Number(lines(log)[0]))).toBe(false);
  });
});
