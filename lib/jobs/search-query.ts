// A search as its link carries it, apart from the schema: the search box loads no zod.
import { JOB_SEARCH_KEYWORD_MAX_LENGTH } from "./search-rules";

/**
 * The keyword as searched, shown and linked: spaces trimmed and collapsed, so a trailing or doubled
 * space never changes the results (the last word stays a prefix).
 */
export function tidyKeyword(keyword: string): string {
  return keyword.replace(/\s+/g, " ").trim().slice(0, JOB_SEARCH_KEYWORD_MAX_LENGTH).trim();
}

/** What a search link carries; a parsed search (TJobSearchParams) is one. */
export type JobSearchLink = {
  q?: string | undefined;
  location?: string | undefined;
  type?: string | undefined;
  mode?: string | undefined;
  exp?: number | undefined;
  salaryMin?: number | undefined;
  salaryMax?: number | undefined;
  salaryStated?: boolean | undefined;
  industry?: string | undefined;
  posted?: number | undefined;
  sort?: string | undefined;
  page?: number | undefined;
};

/** The URL query for a search: defaults left out so links stay short and shareable. */
export function jobSearchQuery(params: JobSearchLink): string {
  const query = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") query.set(key, String(value));
  };
  put("q", tidyKeyword(params.q ?? ""));
  put("location", params.location);
  put("type", params.type);
  put("mode", params.mode);
  put("exp", params.exp);
  put("salaryMin", params.salaryMin);
  put("salaryMax", params.salaryMax);
  if (params.salaryStated) put("salaryStated", 1);
  put("industry", params.industry);
  put("posted", params.posted);
  if (params.sort && params.sort !== "relevance") put("sort", params.sort);
  if (params.page && params.page > 1) put("page", params.page);
  return query.toString();
}
