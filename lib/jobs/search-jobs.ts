// Job search for /discover and GET /api/jobs/search: keyword (full-text, prefix while typing),
// filters, sort and paging over open jobs, with result counts up to JOB_SEARCH_RESULT_CAP.
import { JOB_SEARCH_PAGE_SIZE, JOB_SEARCH_RESULT_CAP } from "@/lib/constants";
import type { JobCardPayload } from "./job-payload";
import { loadJobPayloads } from "./load-job-payloads";
import type { TJobSearchParams } from "./schema";
import { findJobIds, type RunQuery } from "./search/find-job-ids";
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
};

export async function searchJobs(options: SearchJobsOptions): Promise<JobSearchResult> {
  const { params } = options;
  const pageSize = options.pageSize ?? JOB_SEARCH_PAGE_SIZE;
  const found = await withSearchSession(params.q, ({ run, tsquery }) =>
    findJobIds(options.wrapRun ? options.wrapRun(run) : run, {
      tsquery,
      filters: params,
      sort: params.sort,
      offset: (params.page - 1) * pageSize,
      limit: pageSize,
      cap: JOB_SEARCH_RESULT_CAP,
    }),
  );
  const jobs = await loadJobPayloads({ jobIds: found.ids, candidateId: options.candidateId });
  return {
    jobs,
    total: found.total,
    totalIsCapped: found.capped,
    page: params.page,
    pageSize,
    pages: Math.max(1, Math.ceil(found.total / pageSize)),
  };
}
