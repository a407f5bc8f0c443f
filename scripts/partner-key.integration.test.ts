// `npm run partner:key` as a developer runs it beside `npm run dev`: no DATABASE_URL, the app's
// embedded database in $DATA_DIR, running or not.
import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { runningEmbeddedPort } from "@/lib/seed/local-database";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");

let base = "";
let port = 0;
let dataDir = "";

async function partnerKey(...args: string[]) {
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), NODE_ENV: "development" };
  delete environment.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(TSX, ["scripts/partner-key.ts", ...args], { env: environment, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

async function keysOf(url: string, slug: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT k.name FROM partner_api_keys k JOIN companies c ON c.id = k."companyId" WHERE c.slug = $1 ORDER BY k.name`,
      [slug],
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  base = mkdtempSync(path.join(os.tmpdir(), "hireready-partner-key-"));
  chmodSync(base, 0o777); // as root, postgres runs as its own user and must enter the dir
  dataDir = path.join(base, "data");
  port = await freePort();
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

describe("npm run partner:key without DATABASE_URL", () => {
  it("issuing a key when the app is not running starts the embedded database, seeds it like the app, and stops it again", async () => {
    const result = await partnerKey("brightloom", "First key");
    expect(result.stderr).not.toContain("DATABASE_URL is not set");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Partner API key for Brightloom Technologies \(prefix \w+\); store it now, it is not shown again:\nhrp_\S+/);
    expect(runningEmbeddedPort(path.join(dataDir, "postgres"))).toBeNull();
    expect(existsSync(path.join(dataDir, "postgres", "PG_VERSION"))).toBe(true);
  });

  describe("while npm run dev holds the database", () => {
    let running: EmbeddedDatabase;

    beforeAll(async () => {
      running = await startEmbeddedPostgres({ dir: path.join(dataDir, "postgres"), port, database: "hireready" });
    });

    afterAll(async () => {
      await running.stop();
    });

    it("issuing a key uses the running database and leaves it running", async () => {
      const result = await partnerKey("brightloom", "Second key");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Partner API key for Brightloom Technologies");
      // The app's database is still up, and holds both keys issued for Brightloom.
      expect(await keysOf(running.url, "brightloom")).toEqual(expect.arrayContaining(["First key", "Second key"]));
    });

    it("naming an unknown company lists the valid slugs", async () => {
      const result = await partnerKey("brightlom");
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('No company with slug "brightlom". Valid slugs: ');
      expect(result.stderr).toMatch(/Valid slugs: .*\bbrightloom\b.*\bkodeshala-labs\b/);
      expect(result.stdout).not.toContain("hrp_");
    });
  });
});
