// A saved search as the candidate reads it ("react" · Pune · Remote), with the same words as the
// chips on /discover.
import { messagesFor } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import { activeFilters, type FilterWords } from "@/lib/jobs/filter-labels";
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

/** In English unless given a language's filter words and its "All jobs" (a job alert in Hindi). */
export function describeSearch(params: TJobSearchParams, words?: FilterWords, allJobs = "All jobs"): string {
  const keyword = params.q.trim();
  const parts = [keyword ? `“${keyword}”` : null, ...activeFilters(params, words).map((chip) => chip.label)];
  return parts.filter(Boolean).join(" · ") || allJobs;
}

/** A saved search in a language's words: Settings' list and the job-alert e-mail's headings. */
export function describeSearchIn(params: TJobSearchParams, locale: Locale): string {
  return describeSearch(params, messagesFor(locale, "filters"), messagesFor(locale, "mail").allJobs);
}
