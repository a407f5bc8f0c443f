// Job search for /discover and GET /api/jobs/search: keyword (full-text: exact words first, the
// last word as a prefix when they find less than a page), filters, sort and paging over open jobs,
// with result counts up to JOB_SEARCH_RESULT_CAP.
import { JOB_SEARCH_PAGE_SIZE, JOB_SEARCH_RESULT_CAP } from "./search-rules";
import type { JobCardPayload } from "./job-payload";
import { cardsFromPageRows, loadJobPayloads, withCardColumns } from "./load-job-payloads";
import type { TJobSearchParams } from "./schema";
import { candidateSkills, orderByMatch } from "./search/by-match";
import { findJobIds, type FoundJobIds, type RunQuery } from "./search/find-job-ids";
import { withSearchSession } from "./search/search-session";

export type JobSearchResult = {
  jobs: JobCardPayload[];
  /** Matching open jobs, counted up to the cap. */
  total: number;
  /** True when there are more than `total` matches ("1,000+"). */
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  pages: number;
};

export type SearchJobsOptions = {
  params: TJobSearchParams;
  candidateId?: string | null;
  pageSize?: number;
  /** Replaces the query runner (the benchmark wraps it to EXPLAIN each query). */
  wrapRun?: (run: RunQuery) => RunQuery;
  /**
   * "prefix" matches the last word as a prefix at once, as search did before exact words came
   * first: the benchmark times both on the same board.
   */
  lastWord?: "exact first" | "prefix";
};

/** One page of ids. "match" ranks the default order's reachable results (up to the cap), then pages them. */
async function findPage(options: SearchJobsOptions, pageSize: number): Promise<FoundJobIds> {
  const { params } = options;
  const offset = (params.page - 1) * pageSize;
  const skills = params.sort === "match" ? await candidateSkills(options.candidateId) : [];
  const ranked = skills.length > 0;
  const candidateId = options.candidateId ?? null;
  const found = await withSearchSession(params.q, async ({ run, tsquery, prefixTsquery }) => {
    const find = (q: string | null) =>
      findJobIds(options.wrapRun ? options.wrapRun(run) : run, {
        tsquery: q,
        filters: params,
        sort: params.sort === "match" ? "relevance" : params.sort,
        offset: ranked ? 0 : offset,
        limit: ranked ? JOB_SEARCH_RESULT_CAP : pageSize,
        cap: JOB_SEARCH_RESULT_CAP,
        // Where one query reads the page, it reads the cards too: one round trip fewer. (Ranked by
        // match, the query reads every reachable result, and the page is cut from them afterwards.)
        withPageColumns: ranked ? undefined : (page) => withCardColumns(page, candidateId),
      });
    // Decided on the count, not the page, so every page of a search reads the same matches.
    if (options.lastWord === "prefix") return find(prefixTsquery ?? tsquery);
    const exact = await find(tsquery);
    return prefixTsquery && exact.total < pageSize ? find(prefixTsquery) : exact;
  });
  if (!ranked) return found;
  return { ...found, ids: (await orderByMatch(found.ids, skills)).slice(offset, offset + pageSize), pageRows: undefined };
}

export async function searchJobs(options: SearchJobsOptions): Promise<JobSearchResult> {
  const { params } = options;
  const pageSize = options.pageSize ?? JOB_SEARCH_PAGE_SIZE;
  const candidateId = options.candidateId ?? null;
  const found = await findPage(options, pageSize);
  const jobs = found.pageRows ? await cardsFromPageRows(found.pageRows, candidateId) : await loadJobPayloads({ jobIds: found.ids, candidateId });
  return {
    jobs,
    total: found.total,
    totalIsCapped: found.capped,
    page: params.page,
    pageSize,
    pages: Math.max(1, Math.ceil(found.total / pageSize)),
  };
}
