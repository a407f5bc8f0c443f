// Runs one search in one read-only transaction, switching the planner's scan types per query.
//
// The full job document is stored out of line, and PostgreSQL's planner prices a sequential scan
// that evaluates `@@` on it as cheap, when in fact it reads every document (about 2 s on 100,000
// jobs). So searches never scan the table sequentially (nor pay for JIT compilation), and queries
// that must be answered from a GIN index (few matches) may use bitmap index scans only.
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db/client";
import type { RunQuery, ScanMode } from "./find-job-ids";
import { cleanKeyword, isStillTyping, withPrefixOnLastWord } from "./keyword";

const INDEX_SCANS: Record<ScanMode, "on" | "off"> = { planner: "on", bitmap: "off" };

export type SearchSession = {
  run: RunQuery;
  /** The keyword as a tsquery text, or null when nothing searchable is left (empty, stop words only). */
  tsquery: string | null;
  tx: Tx;
};

/**
 * `firstMode` is the scan mode of the first query the caller will run: the setup round trip sets
 * it already, so the first query needs no switch of its own.
 */
export async function withSearchTransaction<T>(
  keyword: string,
  fn: (session: SearchSession) => Promise<T>,
  firstMode: ScanMode = "planner",
): Promise<T> {
  return db().$transaction(async (tx) => {
    // One round trip sets the session up and parses the keyword.
    const cleaned = cleanKeyword(keyword).trim();
    const on = INDEX_SCANS[firstMode];
    const [row] = await tx.$queryRaw<{ q: string | null }[]>`SELECT
      set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true),
      set_config('enable_indexscan', ${on}, true), set_config('enable_indexonlyscan', ${on}, true),
      ${cleaned ? Prisma.sql`plainto_tsquery('english', ${cleaned})::text` : Prisma.sql`NULL::text`} AS q`;
    const text = row?.q?.trim() ?? "";
    const tsquery = text ? (isStillTyping(keyword) ? withPrefixOnLastWord(text) : text) : null;

    let current: ScanMode = firstMode;
    const run: RunQuery = async <R>(query: Prisma.Sql, mode: ScanMode) => {
      if (mode !== current) {
        const on = INDEX_SCANS[mode];
        await tx.$queryRaw`SELECT set_config('enable_indexscan', ${on}, true), set_config('enable_indexonlyscan', ${on}, true)`;
        current = mode;
      }
      return tx.$queryRaw<R[]>(query);
    };
    return fn({ run, tsquery, tx });
  });
}
