// A saved search as the candidate reads it ("react" · Pune · Remote), with the same words as the
// chips on /discover.
import { activeFilters } from "@/lib/jobs/filter-labels";
import { jobSearchQuery, parseJobSearchParams, type TJobSearchParams } from "@/lib/jobs/schema";

/** The search of a stored or submitted query string, page dropped. */
export function searchParamsOf(query: string): TJobSearchParams {
  return parseJobSearchParams(new URLSearchParams(query.replace(/^\?/, "")));
}

/** The one form a search is stored in: defaults left out, no page. */
export function normaliseSearchQuery(params: TJobSearchParams): string {
  return jobSearchQuery({ ...params, page: 1 });
}

export function hasSearchFilters(params: TJobSearchParams): boolean {
  return params.q.trim().length > 0 || activeFilters(params).length > 0;
}

export function describeSearch(params: TJobSearchParams): string {
  const keyword = params.q.trim();
  const parts = [keyword ? `“${keyword}”` : null, ...activeFilters(params).map((chip) => chip.label)];
  return parts.filter(Boolean).join(" · ") || "All jobs";
}
