import pg from "pg";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createTestDatabase } from "@/test/db";
import { migrate } from "./migrate";
import { diffSchemas } from "@/scripts/migration-diff";

// Everything the schema language describes: columns, enums, indexes and foreign keys.
async function describeSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query(
      `select table_name, column_name, data_type, udt_name, is_nullable, column_default
         from information_schema.columns where table_schema = 'public' and table_name <> '_prisma_migrations'
        order by 1, 2`,
    );
    const indexes = await client.query(
      `select tablename, indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename <> '_prisma_migrations' order by 1, 2`,
    );
    const enums = await client.query(
      `select t.typname, string_agg(e.enumlabel, ',' order by e.enumsortorder) as labels
         from pg_type t join pg_enum e on e.enumtypid = t.oid group by 1 order by 1`,
    );
    const foreignKeys = await client.query(
      `select conname, pg_get_constraintdef(oid) as def from pg_constraint
        where contype in ('f', 'p', 'u') and connamespace = 'public'::regnamespace and conname <> '_prisma_migrations_pkey' order by 1`,
    );
    return { columns: columns.rows, indexes: indexes.rows, enums: enums.rows, foreignKeys: foreignKeys.rows };
  } finally {
    await client.end();
  }
}

describe("migrations", () => {
  it("bring an empty database to exactly the schema in prisma/schema.prisma", async () => {
    const migrated = await createTestDatabase();
    const fromSchema = await createTestDatabase();
    try {
      // The template is already migrated; start both from nothing.
      for (const url of [migrated.url, fromSchema.url]) {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query("drop schema public cascade; create schema public;");
        await c.end();
      }
      const applied = await migrate(migrated.url);
      expect(applied.length).toBeGreaterThan(0);

      const sql = await diffSchemas(null, readFileSync("prisma/schema.prisma", "utf8"), fromSchema.url);
      const c = new pg.Client({ connectionString: fromSchema.url });
      await c.connect();
      await c.query(sql);
      await c.end();

      expect(await describeSchema(migrated.url)).toEqual(await describeSchema(fromSchema.url));
    } finally {
      await migrated.drop();
      await fromSchema.drop();
    }
  });

  it("apply nothing the second time and refuse an edited migration", async () => {
    const database = await createTestDatabase();
    try {
      expect(await migrate(database.url)).toEqual([]);
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      await c.query(`update "_prisma_migrations" set checksum = 'x' where migration_name like '%_init'`);
      await c.end();
      await expect(migrate(database.url)).rejects.toThrow(/was changed after it was applied/);
    } finally {
      await database.drop();
    }
  });

  it("keep the job search document up to date and the credit ledger append-only", async () => {
    const database = await createTestDatabase();
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    try {
      await c.query(`insert into companies (id, slug, name, description) values (gen_random_uuid(), 'acme', 'Acme Robotics', 'x')`);
      await c.query(
        `insert into jobs (id, "shortId", "companyId", title, description, "salaryMin", "salaryMax", "jobType", "workMode", skills, locations, "updatedAt")
         select gen_random_uuid(), 'J1', id, 'Backend Engineer', 'Build APIs', 1, 2, 'FULL_TIME', 'REMOTE', '{Go,Kafka}', '{Pune}', now() from companies`,
      );
      const hit = await c.query(`select title from jobs where "searchVector" @@ to_tsquery('english', 'kafka & acme')`);
      expect(hit.rows).toEqual([{ title: "Backend Engineer" }]);

      await c.query(`insert into candidates (id, "shortId", email, "updatedAt") values (gen_random_uuid(), 'C1', 'a@b.co', now())`);
      await expect(c.query(`update candidates set "creditBalance" = -1`)).rejects.toThrow(/credit_balance_non_negative/);
      await c.query(
        `insert into credit_ledger (id, "candidateId", delta, "balanceAfter", reason, "idempotencyKey") select gen_random_uuid(), id, 1, 1, 'ADJUSTMENT', 'k1' from candidates`,
      );
      await expect(c.query(`update credit_ledger set delta = 5`)).rejects.toThrow(/append-only/);
    } finally {
      await c.end();
      await database.drop();
    }
  });
});
