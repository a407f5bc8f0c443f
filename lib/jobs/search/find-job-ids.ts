// Which open jobs match a search, in order, and how many there are (counted up to a cap).
//
// Relevance is where the words are found: in the title first, then in the company, skills,
// industry or locations, then only in the description; newest first within each level. Ranking
// by ts_rank over every match reads every matching row and its out-of-line document, which on
// 100,000 jobs costs 30-200 ms for a common word; levels let each page stop early instead:
//  - the count stops at the cap, trying the small headline index before the full document's;
//  - few matches (up to the cap): the query that counts them in the document also sorts them;
//  - many matches: each level walks the newest jobs on the covering feed index (no table rows),
//    which finds a page quickly because matches are dense, and falls back to a bitmap-index
//    query for a level whose matches turn out to be sparse.
// Every path orders ties the same way, so a page is the same whichever path served it.
import { Prisma } from "@/generated/prisma/client";
import type { SearchScanMode } from "@/lib/db/client";
import {
  and,
  bestPaidWalk,
  inSample,
  facetsOf,
  filterConditions,
  levelCondition,
  levelExpression,
  newestWalk,
  orderBy,
  walkReach,
  postedCondition,
  type Level,
  type SearchFilters,
  type SortOrder,
} from "./sql";

/** "planner": PostgreSQL picks among index scans. "bitmap": only bitmap index scans (a GIN index decides). */
export type ScanMode = SearchScanMode;
export type RunQuery = <T extends object>(query: Prisma.Sql, mode: ScanMode) => Promise<T[]>;

export type FindJobIdsInput = {
  /** A tsquery in PostgreSQL's text form, or null for a filters-only search. */
  tsquery: string | null;
  filters: SearchFilters;
  sort: SortOrder;
  offset: number;
  limit: number;
  cap: number;
  /**
   * Makes a query of the page's ids (an `id` column, in order) read more of each job: where one
   * query reads the page, the caller's columns (the cards) come in the same statement, as `pageRows`.
   */
  withPageColumns?: (page: Prisma.Sql) => Prisma.Sql;
};

export type FoundJobIds = {
  ids: string[];
  total: number;
  capped: boolean;
  /** The page's rows as withPageColumns read them, when one query read the page and its count. */
  pageRows?: Record<string, unknown>[];
};

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

type Counted = { total: number; capped: boolean };

async function countRows(run: RunQuery, where: Prisma.Sql, cap: number, mode: ScanMode, newestFirst = false) {
  const order = newestFirst ? Prisma.sql`ORDER BY j."postedAt" DESC, j.id DESC` : Prisma.empty;
  const [row] = await run<{ n: number }>(Prisma.sql`SELECT count(*) AS n FROM (SELECT 1 FROM jobs j WHERE ${where} ${order} LIMIT ${cap + 1}) matches`, mode);
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * Counts matches through the bitmap indexes, trying the sample first: an eighth of the jobs has
 * full-text indexes of its own (`inSample`), and when cap + 1 of them match, so many jobs match
 * (they are genuine matches), and "1,000+" needs no bitmap of every match. A word too rare to pass
 * the cap in the sample costs little there, and is then counted in the whole index.
 */
async function countInIndexes(run: RunQuery, input: FindJobIdsInput, where: Prisma.Sql): Promise<Counted> {
  if (await passesCapInSample(run, input, where)) return { total: input.cap, capped: true };
  return countRows(run, where, input.cap, "bitmap");
}

async function passesCapInSample(run: RunQuery, input: FindJobIdsInput, where: Prisma.Sql): Promise<boolean> {
  return (await countRows(run, and([inSample("j"), where]), input.cap, "bitmap")).capped;
}

/**
 * A count first walks this many of the newest jobs. When that does not pass the cap, the matches
 * it saw say how far a walk would have to go; up to COUNT_WALK_MAX it walks again that far, and
 * beyond, the bitmap indexes count faster (a walk costs about the same per job as a bitmap per
 * match, so the walk wins where matches are dense).
 */
const COUNT_WALK_PROBE = 3_000;
const COUNT_WALK_MAX = 30_000;
/** The second walk goes this much further than the probe's density says it needs. */
const COUNT_WALK_MARGIN = 1.3;
type Walked = { passesCap: boolean; exact: Counted | null };

// What a walk learned of the board: how many open jobs it has (Infinity past COUNT_WALK_MAX),
// trusted for a minute. Asking costs a count of the board's newest jobs, so it is asked only
// while the answer is stale.
const BOARD_RECHECK_MS = 60_000;
let board = { openJobs: Infinity, until: 0 };

/**
 * On a small board (under this many open jobs) a search goes straight to the bitmap index, which
 * counts and pages all its matches in one query: no walk first.
 */
const SMALL_BOARD = 5_000;

function boardIsSmall(): boolean {
  return Date.now() < board.until && board.openJobs < SMALL_BOARD;
}

/** Tests: forget what was learned of the board's size, or set it. */
export function setBoardSizeForTests(openJobs: number | null): void {
  board = openJobs === null ? { openJobs: Infinity, until: 0 } : { openJobs, until: Date.now() + BOARD_RECHECK_MS };
}

/**
 * Matches among the newest `budget` jobs, counted up to cap + 1. When they do not pass the cap:
 * with `askJobs`, also how many jobs a walk can see at all (up to COUNT_WALK_MAX); with
 * `askReach`, how many seconds ago the walk's last job was posted (null when the walk holds fewer
 * than `budget` jobs; undefined when not asked).
 */
async function walkCount(run: RunQuery, input: FindJobIdsInput, condition: Prisma.Sql | null, budget: number, askJobs: boolean, askReach = false) {
  const reach = askReach ? Prisma.sql`, CASE WHEN m.n <= ${input.cap} THEN ${walkReach(input.filters, budget)} END AS reach` : Prisma.empty;
  const [row] = await run<{ n: number; jobs: number | null; reach?: number | null }>(
    Prisma.sql`SELECT m.n, CASE WHEN m.n <= ${input.cap} AND ${askJobs}
        THEN (SELECT count(*) FROM (${newestWalk(input.filters, COUNT_WALK_MAX)}) a) END AS jobs${reach}
      FROM (SELECT count(*) AS n FROM (SELECT 1 FROM (${newestWalk(input.filters, budget)}) w
        WHERE ${and([condition, ...filterConditions(input.filters, "w")])} LIMIT ${input.cap + 1}) matches) m`,
    "planner",
  );
  const jobs = row?.jobs === null || row?.jobs === undefined ? null : Number(row.jobs);
  const reached = !askReach ? undefined : row?.reach === null || row?.reach === undefined ? null : Number(row.reach);
  return { n: Number(row?.n ?? 0), jobs, reach: reached };
}

/**
 * About how many jobs the "posted within" window holds, from how far back the first walk's
 * `COUNT_WALK_PROBE` jobs reach (as many again in each such stretch of the window): Infinity when
 * not asked. When the walk held the whole window (`reach` null), the caller knows it exactly.
 */
function windowJobs(days: number | undefined, reach: number | null | undefined): number {
  if (!days || reach === undefined || reach === null) return Infinity;
  return (COUNT_WALK_PROBE * days * DAY_SECONDS) / Math.max(reach, 1);
}

const DAY_SECONDS = 86_400;

/**
 * Common matches are counted past the cap fastest by walking the newest jobs on the covering feed
 * index (no table rows, no bitmap of every match): with a match in every few jobs, cap + 1 are
 * found within the walk. When they are not, and the walk saw every job a search can see (a small
 * board, a short "posted within"), its count is the exact one; otherwise the count must be made
 * through the indexes.
 */
async function countOnWalk(
  run: RunQuery,
  input: FindJobIdsInput,
  condition: Prisma.Sql | null,
  /**
   * Within "posted within": no second walk when the window is seen to hold fewer jobs than the
   * walk is expected to need (the caller counts in the indexes): it would read the whole window
   * and still fall short.
   */
  boundByWindow = false,
): Promise<Walked> {
  const stale = Date.now() >= board.until;
  const probe = await walkCount(run, input, condition, COUNT_WALK_PROBE, stale, boundByWindow && Boolean(input.filters.posted));
  if (probe.n > input.cap) return { passesCap: true, exact: null };
  // Without "posted within", the jobs a walk can see are the board's open jobs.
  if (probe.jobs !== null && !input.filters.posted) {
    board = { openJobs: probe.jobs >= COUNT_WALK_MAX ? Infinity : probe.jobs, until: Date.now() + BOARD_RECHECK_MS };
  }
  // A first walk that reached no COUNT_WALK_PROBE-th job of the window saw all of it.
  const heldWindow = probe.reach === null;
  const visible = probe.jobs ?? (heldWindow ? COUNT_WALK_PROBE - 1 : !stale && !input.filters.posted ? board.openJobs : null);
  if (visible !== null && visible <= COUNT_WALK_PROBE) return { passesCap: false, exact: { total: probe.n, capped: false } };

  // How far a walk is expected to go to pass the cap; it is given a margin beyond.
  const expected = probe.n === 0 ? Infinity : ((input.cap + 1) * COUNT_WALK_PROBE) / probe.n;
  if (expected > windowJobs(input.filters.posted, probe.reach)) return { passesCap: false, exact: null };
  const needed = expected * COUNT_WALK_MARGIN;
  const seesAll = visible !== null && visible < COUNT_WALK_MAX;
  const budget = seesAll ? Math.min(visible, needed) : needed;
  if (budget > COUNT_WALK_MAX) return { passesCap: false, exact: null };
  const walk = await walkCount(run, input, condition, Math.ceil(budget), false);
  if (walk.n > input.cap) return { passesCap: true, exact: null };
  return { passesCap: false, exact: seesAll && budget >= visible ? { total: walk.n, capped: false } : null };
}

async function ids(run: RunQuery, query: Prisma.Sql, mode: ScanMode): Promise<string[]> {
  return (await run<{ id: string }>(query, mode)).map((r) => r.id);
}

/**
 * Open jobs matching `extra` and the filters. With `ginDecides`, the open-job check is written so
 * that no index is offered for it: nearly every job is open, so a bitmap of the status index
 * narrows nothing, yet on a small board the planner prefers it to the full-text index and then
 * reads every job's out-of-line document to check the words. With `windowOnRows`, neither is the
 * posting-day index offered for "posted within" (see filtersOnly).
 */
function baseWhere(input: FindJobIdsInput, extra: Prisma.Sql | null, ginDecides = false, windowOnRows = false): Prisma.Sql {
  return and([
    ginDecides ? Prisma.sql`j.status::text = 'OPEN'` : Prisma.sql`j.status = 'OPEN'`,
    extra,
    ...filterConditions(input.filters, "j"),
    postedCondition(input.filters, "j", windowOnRows),
  ]);
}

async function filtersOnly(run: RunQuery, input: FindJobIdsInput): Promise<FoundJobIds> {
  // Type, mode, industry and location narrow through the facets index; without them, the
  // count reads the covering feed index in its own order. Where the facets narrow, "posted
  // within" is checked on the rows they found: a bitmap of the window's posting days (tens of
  // thousands of jobs on a big board) costs more to build than it saves on the few rows a facet
  // combination leaves.
  const narrowing = facetsOf(input.filters).length > 0;
  const where = baseWhere(input, null, false, narrowing);
  if (boardIsSmall()) {
    const narrowed = baseWhere(input, null, narrowing, narrowing);
    const { ids, ...counted } = await matchesWithPage(run, input, narrowed, null);
    if (ids) return { ids, ...counted };
  }
  const walked = narrowing ? await countOnWalk(run, input, null) : null;
  let counted: Counted;
  if (walked?.passesCap) counted = { total: input.cap, capped: true };
  else if (walked?.exact) counted = walked.exact;
  else if (!narrowing) counted = await countRows(run, where, input.cap, "planner", true);
  else if (await passesCapInSample(run, input, where)) counted = { total: input.cap, capped: true };
  else {
    // Within the cap, one statement reads the facets index once to count the matches, sort
    // them and read the page's cards.
    const { ids, ...inIndexes } = await matchesWithPage(run, input, where, null);
    if (ids) return { ids, ...inIndexes };
    counted = inIndexes;
  }
  if (counted.total === 0 || input.offset >= counted.total) return { ids: [], ...counted };
  // Few matches: fetch them through the facets index and sort them; many: walk the feed index,
  // reading the filters from its own columns.
  const few = narrowing && !counted.capped;
  const alias = few ? "j" : "f";
  const page = await ids(
    run,
    Prisma.sql`SELECT ${Prisma.raw(alias)}.id FROM jobs ${Prisma.raw(alias)}
      WHERE ${few ? where : and([Prisma.sql`f.status = 'OPEN'`, ...filterConditions(input.filters, "f"), postedCondition(input.filters, "f")])}
      ORDER BY ${orderBy(input.sort, alias, false)} OFFSET ${input.offset} LIMIT ${input.limit}`,
    few ? "bitmap" : "planner",
  );
  return { ids: page, ...counted };
}

/**
 * The matches in the whole document, counted up to the cap, and when they are within it the page
 * too, in one query: up to cap + 1 matches are read once (a bitmap-index scan), counted, and, all
 * being there, sorted. Past the cap, `ids` is null: those matches are not all there to sort.
 */
async function documentMatches(run: RunQuery, input: FindJobIdsInput, q: Prisma.Sql): ReturnType<typeof matchesWithPage> {
  return matchesWithPage(run, input, baseWhere(input, Prisma.sql`j."searchVector" @@ ${q}`, true), q);
}

/**
 * Up to cap + 1 rows matching `where` through the bitmap indexes, counted, and paged when they are
 * all there (with the caller's page columns: one statement).
 */
async function matchesWithPage(
  run: RunQuery,
  input: FindJobIdsInput,
  where: Prisma.Sql,
  q: Prisma.Sql | null,
): Promise<Counted & { ids: string[] | null; pageRows?: Record<string, unknown>[] }> {
  const query = Prisma.sql`WITH m AS (
        SELECT j.id, j."postedAt", j."salaryMax"${q ? Prisma.sql`, ${levelExpression("j", q)} AS level` : Prisma.empty}
        FROM jobs j WHERE ${where} LIMIT ${input.cap + 1}
      )
      SELECT c.n, p.id FROM (SELECT count(*) AS n FROM m) c
      LEFT JOIN LATERAL (SELECT m.id FROM m WHERE c.n <= ${input.cap}
        ORDER BY ${orderBy(input.sort, "m", q !== null)} OFFSET ${input.offset} LIMIT ${input.limit}) p ON TRUE`;
  // A small board's statements keep their plans (lib/db/client.ts): no plan of them is slow.
  const mode: ScanMode = boardIsSmall() ? "small board" : "bitmap";
  const rows = await run<{ n: number; id: string | null }>(input.withPageColumns ? input.withPageColumns(query) : query, mode);
  const n = Number(rows[0]?.n ?? 0);
  if (n > input.cap) return { total: input.cap, capped: true, ids: null };
  return { total: n, capped: false, ids: rows.flatMap((r) => (r.id ? [r.id] : [])), ...(input.withPageColumns ? { pageRows: rows } : {}) };
}

/** The newest `want` jobs of one relevance level. */
async function levelPage(run: RunQuery, input: FindJobIdsInput, q: Prisma.Sql, level: Level, want: number) {
  // Level 1 reads each candidate row's document from out of line, so it walks less.
  const budget = level === 1 ? clamp(want * 30, 600, 3_000) : clamp(want * 10, 2_000, 20_000);
  const walked = await ids(
    run,
    Prisma.sql`SELECT w.id FROM (${newestWalk(input.filters, budget)}) w
      WHERE ${and([levelCondition(level, "w", q), ...filterConditions(input.filters, "w")])}
      ORDER BY w."postedAt" DESC, w.id DESC LIMIT ${want}`,
    "planner",
  );
  if (walked.length >= want) return walked;
  return ids(
    run,
    Prisma.sql`SELECT j.id FROM jobs j WHERE ${baseWhere(input, levelCondition(level, "j", q))}
      ORDER BY j."postedAt" DESC, j.id DESC LIMIT ${want}`,
    "bitmap",
  );
}

async function byRelevance(run: RunQuery, input: FindJobIdsInput, q: Prisma.Sql): Promise<string[]> {
  const need = input.offset + input.limit;
  const found: string[] = [];
  for (const level of [3, 2, 1] as const) {
    const want = need - found.length;
    if (want <= 0) break;
    found.push(...(await levelPage(run, input, q, level, want)));
  }
  return found.slice(input.offset, need);
}

/** Newest first or best paid first, across all levels. */
async function byOrder(run: RunQuery, input: FindJobIdsInput, q: Prisma.Sql): Promise<string[]> {
  const need = input.offset + input.limit;
  const budget = clamp(need * 10, 300, 3_000);
  const walk = input.sort === "salary" ? bestPaidWalk(input.filters, budget) : newestWalk(input.filters, budget);
  const matches = Prisma.sql`(w."headlineVector" @@ ${q}
    OR EXISTS (SELECT 1 FROM jobs d WHERE d.id = w.id AND d."searchVector" @@ ${q}))`;
  const walked = await ids(
    run,
    Prisma.sql`SELECT w.id FROM (${walk}) w WHERE ${and([matches, ...filterConditions(input.filters, "w")])}
      ORDER BY ${orderBy(input.sort, "w", false)} LIMIT ${need}`,
    "planner",
  );
  if (walked.length >= need) return walked.slice(input.offset, need);
  const where = baseWhere(input, Prisma.sql`j."searchVector" @@ ${q}`);
  return ids(
    run,
    Prisma.sql`SELECT j.id FROM jobs j WHERE ${where}
      ORDER BY ${orderBy(input.sort, "j", false)} OFFSET ${input.offset} LIMIT ${input.limit}`,
    "bitmap",
  );
}

export async function findJobIds(run: RunQuery, input: FindJobIdsInput): Promise<FoundJobIds> {
  if (!input.tsquery) return filtersOnly(run, input);
  const q = Prisma.sql`${input.tsquery}::tsquery`;
  // Common words pass the cap in the small headline index already; others are counted (and, when
  // few, paged) in the whole document. A small board's matches are all counted in the document.
  // Within "posted within", the walks go as far as without it (COUNT_WALK_MAX) while the window
  // holds that many jobs: a walk of the window's newest jobs stops at the cap, where a bitmap
  // count reads every job of the board that says the word (172,000 for "developer" on a million
  // jobs) and every job of the window. Matches the walks do not count past the cap are counted
  // in the document at once: the posting-day index narrows the full-text index's bitmap to the
  // window (jobs_postedAt_idx), where the headline count or the sample would read every match of
  // the keyword, in the window or not.
  const inWindow = Boolean(input.filters.posted);
  const walked = boardIsSmall() ? null : await countOnWalk(run, input, Prisma.sql`w."headlineVector" @@ ${q}`, true);
  let counted: Counted = !walked
    ? { total: 0, capped: false }
    : walked.passesCap
      ? { total: input.cap, capped: true }
      : (walked.exact ?? (inWindow ? { total: 0, capped: false } : await countInIndexes(run, input, baseWhere(input, Prisma.sql`j."headlineVector" @@ ${q}`))));
  // On a large board a word common in descriptions alone passes the cap in the sample.
  if (!counted.capped && walked && !walked.exact && !inWindow) {
    if (await passesCapInSample(run, input, baseWhere(input, Prisma.sql`j."searchVector" @@ ${q}`, true))) {
      counted = { total: input.cap, capped: true };
    }
  }
  if (!counted.capped) {
    const { ids, ...inDocument } = await documentMatches(run, input, q);
    if (ids) return { ids, ...inDocument };
    counted = { total: inDocument.total, capped: inDocument.capped };
  }
  if (input.offset >= counted.total) return { ids: [], ...counted };
  const page = input.sort === "relevance" ? await byRelevance(run, input, q) : await byOrder(run, input, q);
  return { ids: page, ...counted };
}
