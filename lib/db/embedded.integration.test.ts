import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startEmbeddedPostgres } from "./embedded";

const base = mkdtempSync(path.join(os.tmpdir(), "hireready-embedded-"));
chmodSync(base, 0o777);
const dir = path.join(base, "postgres");
afterAll(() => rmSync(base, { recursive: true, force: true }));

// Starts the embedded server in another process, which then waits to be killed.
function startInChild(port: number): Promise<{ child: ReturnType<typeof spawn>; url: string }> {
  const script = `
    import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve("lib/db/embedded.ts"))};
    const db = await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, port: ${port}, database: "app" });
    console.log("ready " + db.url);
    setInterval(() => {}, 1000);
  `;
  const file = path.join(base, "start.mts");
  writeFileSync(file, script);
  // One process (node with the tsx loader), so SIGKILL leaves exactly the postgres orphaned.
  const child = spawn(process.execPath, ["--import", "tsx", file], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const url = /ready (\S+)/.exec(chunk.toString())?.[1];
      if (!url) return;
      child.stdout?.destroy(); // the orphaned postgres inherits this pipe; don't wait on it
      resolve({ child, url });
    });
    child.once("exit", (code) => reject(new Error(`child exited with ${code}`)));
  });
}

describe("embedded PostgreSQL", () => {
  it("recovers the data directory from a parent that was killed, keeping its data", async () => {
    const port = await freePort();
    const { child, url } = await startInChild(port);
    const first = new pg.Client({ connectionString: url });
    await first.connect();
    await first.query("create table kept (v text); insert into kept values ('still here')");
    await first.end();
    child.kill("SIGKILL"); // the postgres it started is now an orphan holding the port
    await new Promise((r) => child.once("exit", r));
    expect(existsSync(path.join(dir, "postmaster.pid"))).toBe(true);

    const again = await startEmbeddedPostgres({ dir, port, database: "app" });
    const c = new pg.Client({ connectionString: again.url });
    await c.connect();
    const rows = await c.query("select v from kept");
    await c.end();
    expect(rows.rows).toEqual([{ v: "still here" }]);

    await again.stop();
    expect(existsSync(path.join(dir, "postmaster.pid"))).toBe(false);
  }, 60_000);
});
