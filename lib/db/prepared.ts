// Named prepared statements, for the hottest reads: the hot reads of every page
// (lib/db/hot-read.ts) and job search's statements (lib/jobs/search). Prisma stays the way to read
// and write everything else; these few reads run on every request, and there a named statement is
// parsed once per connection (and, for the simple ones, planned once) instead of each time, and
// rows skip Prisma's result mapping.
//
// Rows come back as PostgreSQL sends them, with two parsers of our own: `timestamp` columns are
// UTC (as Prisma writes them) and bigint counts become numbers.
import { createHash } from "node:crypto";
import pg from "pg";
import { memoize } from "@/lib/memo";
import { dbPool } from "./client";

const TIMESTAMP = 1114;
const INT8 = 20;

const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === TIMESTAMP) return (text: string) => new Date(`${text.replace(" ", "T")}Z`);
    if (oid === INT8) return (text: string) => Number(text);
    return pg.types.getTypeParser(oid, format ?? "text");
  },
} as pg.CustomTypesConfig;

/** A statement's name: the same text always gets the same name on every connection. */
export const statementName = memoize((text: string) => `hr_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`, 2_000);

/** Runs `text` with `values` as a named prepared statement. */
export async function runPrepared<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[],
  pool: pg.Pool = dbPool(),
  name: string = statementName(text),
): Promise<Row[]> {
  return (await pool.query<Row>({ name, text, values, types })).rows;
}

/** A fixed statement, named once: `const read = prepared<Row>("SELECT …"); await read([id])`. */
export function prepared<Row extends pg.QueryResultRow>(text: string) {
  const name = statementName(text);
  return (values: unknown[], pool: pg.Pool = dbPool()) => runPrepared<Row>(text, values, pool, name);
}
