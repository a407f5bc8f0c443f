// The server's side of its setup process (scripts/setup-process.ts), with small stand-in setups:
// the settings it sends reach the server, the database the server answers reaches it, and a setup
// that fails (a wrong setting, a database that would not start) fails the server's start.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runSetup, SetupFailed, type SetupSettings } from "./setup-process";

const dir = mkdtempSync(path.join(os.tmpdir(), "setup-process-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function standIn(name: string, body: string): string[] {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, body);
  return [process.execPath, file];
}

const SETTINGS: SetupSettings = {
  port: 3999,
  appUrl: "http://localhost:3999",
  dataDir: "/data/test",
  embeddedPgPort: 54999,
  databaseUrl: null,
  graceSeconds: 7,
  worker: true,
  authSecret: "s3cret",
};

describe("the server's setup process", () => {
  it("hands the server its settings, is given the database, and is done when it exits 0", async () => {
    const answer = path.join(dir, "answer.json");
    const command = standIn(
      "good",
      `import { writeFileSync } from "node:fs";
       process.send(${JSON.stringify(SETTINGS)});
       process.once("message", (database) => { writeFileSync(${JSON.stringify(answer)}, JSON.stringify(database)); process.exit(0); });`,
    );
    const asked: SetupSettings[] = [];
    const settings = await runSetup(command, process.env, async (given) => {
      asked.push(given);
      return { url: "postgresql://db/hireready-7", embedded: "embedded PostgreSQL (test)" };
    });
    expect(settings).toEqual(SETTINGS);
    expect(asked).toEqual([SETTINGS]);
    expect(JSON.parse(readFileSync(answer, "utf8"))).toEqual({ url: "postgresql://db/hireready-7", embedded: "embedded PostgreSQL (test)" });
  });

  it("fails the start when the setup refuses a setting before sending any", async () => {
    const command = standIn("wrong-setting", `console.error("PORT must be a number"); process.exit(1);`);
    let asked = false;
    const started = runSetup(command, { ...process.env }, async () => {
      asked = true;
      return { url: "x", embedded: null };
    });
    await expect(started).rejects.toThrow(new SetupFailed("the setup stopped (code 1)"));
    expect(asked).toBe(false);
  });

  it("ends the setup and fails the start with the database's own error when the database does not start", async () => {
    const command = standIn("no-database", `process.send(${JSON.stringify(SETTINGS)}); setInterval(() => {}, 1000);`);
    const started = runSetup(command, process.env, async () => {
      throw new Error("port 54999 is taken");
    });
    await expect(started).rejects.toThrow("port 54999 is taken");
  });

  it("fails the start when the setup cannot be run at all", async () => {
    await expect(runSetup([path.join(dir, "no-such-program")], process.env, async () => ({ url: "x", embedded: null }))).rejects.toBeInstanceOf(SetupFailed);
  });
});
