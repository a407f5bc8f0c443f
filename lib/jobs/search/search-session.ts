// Runs the queries of one search, each on connections that carry the planner settings its scan
// mode needs (lib/db/client.ts `searchDb`): no transaction, and no round trip to switch settings.
//
// The full job document is stored out of line, and PostgreSQL's planner prices a sequential scan
// that evaluates `@@` on it as cheap, when in fact it reads every document (about 2 s on 100,000
// jobs). So searches never scan the table sequentially (nor pay for JIT compilation), and queries
// that must be answered from a GIN index (few matches) may use bitmap index scans only. A search
// only reads, so its queries need not share a snapshot: a job posted between the count and the
// page is at worst counted and not shown, or shown and not counted.
import { Prisma } from "@/generated/prisma/client";
import { searchDb } from "@/lib/db/client";
import type { RunQuery } from "./find-job-ids";
import { cleanKeyword, isStillTyping, withPrefixOnLastWord } from "./keyword";

export type SearchSession = {
  run: RunQuery;
  /** The keyword as a tsquery text, or null when nothing searchable is left (empty, stop words only). */
  tsquery: string | null;
};

const run: RunQuery = (query, mode) => searchDb(mode).$queryRaw(query);

/** PostgreSQL parses and stems the keyword; the last word is a prefix while the candidate types it. */
async function parseKeyword(keyword: string): Promise<string | null> {
  const cleaned = cleanKeyword(keyword).trim();
  if (!cleaned) return null;
  const [row] = await run<{ q: string | null }>(Prisma.sql`SELECT plainto_tsquery('english', ${cleaned})::text AS q`, "planner");
  const text = row?.q?.trim() ?? "";
  if (!text) return null;
  return isStillTyping(keyword) ? withPrefixOnLastWord(text) : text;
}

export async function withSearchSession<T>(keyword: string, fn: (session: SearchSession) => Promise<T>): Promise<T> {
  return fn({ run, tsquery: await parseKeyword(keyword) });
}
