// A fresh, migrated database for one integration test file, on the run's PostgreSQL.
//   const t = useTestDatabase();   // then t.db() inside tests
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { db, disconnectDb, type Db } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";

const TEMPLATE_DB = "hireready_template";

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject("pgAdminUrl");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Points DATABASE_URL (and so lib/db's shared client) at a new database for this file. */
export function useTestDatabase(): { db: () => Db; url: () => string } {
  let url = "";
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase();
    url = created.url;
    drop = created.drop;
    process.env.DATABASE_URL = url;
    resetEnvForTests();
    await disconnectDb();
  });
  afterAll(async () => {
    await disconnectDb();
    await drop?.();
  });
  return { db: () => db(), url: () => url };
}
