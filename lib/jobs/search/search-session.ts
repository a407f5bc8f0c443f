// Runs the queries of one search, each on connections that carry the planner settings its scan
// mode needs (lib/db/client.ts `searchPool`): no transaction, and no round trip to switch settings.
// Each query is a prepared statement (lib/db/prepared.ts), named by its text: a search's SQL
// differs only in which filters are set, so each connection prepares a few dozen at most.
//
// The full job document is stored out of line, and PostgreSQL's planner prices a sequential scan
// that evaluates `@@` on it as cheap, when in fact it reads every document (about 2 s on 100,000
// jobs). So searches never scan the table sequentially (nor pay for JIT compilation), and queries
// that must be answered from a GIN index (few matches) may use bitmap index scans only. A search
// only reads, so its queries need not share a snapshot: a job posted between the count and the
// page is at worst counted and not shown, or shown and not counted.
import { Prisma } from "@/generated/prisma/client";
import { searchPool } from "@/lib/db/client";
import { runPrepared } from "@/lib/db/prepared";
import { boundedMap } from "@/lib/memo";
import type { RunQuery } from "./find-job-ids";
import { cleanKeyword, withPrefixOnLastWord } from "./keyword";

export type SearchSession = {
  run: RunQuery;
  /** The keyword as a tsquery text, or null when nothing searchable is left (empty, stop words only). */
  tsquery: string | null;
  /** The same with its last word as a prefix, or null when that is the same query. */
  prefixTsquery: string | null;
};

const run: RunQuery = (query, mode) => runPrepared(query.text, query.values, searchPool(mode));

// What PostgreSQL's parser made of recent keywords. The same words always parse the same way (the
// "english" configuration is built in), so a keyword typed again needs no round trip.
const parsed = boundedMap<string, string>(2_000);

async function tsqueryText(cleaned: string): Promise<string> {
  const known = parsed.get(cleaned);
  if (known !== undefined) return known;
  const [row] = await run<{ q: string | null }>(Prisma.sql`SELECT plainto_tsquery('english', ${cleaned})::text AS q`, "planner");
  const text = row?.q?.trim() ?? "";
  parsed.set(cleaned, text);
  return text;
}

/** PostgreSQL parses and stems the keyword: its exact words, and the same with the last as a prefix. */
async function parseKeyword(keyword: string): Promise<Pick<SearchSession, "tsquery" | "prefixTsquery">> {
  const cleaned = cleanKeyword(keyword).trim();
  const text = cleaned ? await tsqueryText(cleaned) : "";
  if (!text) return { tsquery: null, prefixTsquery: null };
  const prefixed = withPrefixOnLastWord(text);
  return { tsquery: text, prefixTsquery: prefixed === text ? null : prefixed };
}

export async function withSearchSession<T>(keyword: string, fn: (session: SearchSession) => Promise<T>): Promise<T> {
  return fn({ run, ...(await parseKeyword(keyword)) });
}
