import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { activeFilters } from "@/lib/jobs/filter-labels";
import { Pagination } from "@/components/jobs/discover/pagination";
import { SaveSearchButton } from "@/components/jobs/discover/save-search-button";
import { SearchBar } from "@/components/jobs/discover/search-bar";
import { JobGrid } from "@/components/jobs/job-card";
import { PROFILE_SKILLS_HREF } from "@/components/profile/links";
import { Icon } from "@/components/ui/icons";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { loginPath } from "@/lib/auth/login-path";
import { hasSearchFilters, normaliseSearchQuery } from "@/lib/job-alerts/describe-search";
import { listSavedSearches } from "@/lib/job-alerts/saved-searches";
import { filterOptions } from "@/lib/jobs/filter-options";
import { jobSearchQuery, parseJobSearchParams, type TJobSearchParams } from "@/lib/jobs/schema";
import { searchJobs, type JobSearchResult } from "@/lib/jobs/search-jobs";
import { formatCount } from "@/lib/format";
import { IconDisc } from "@/components/ui/icon-disc";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Discover jobs" };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function countLine(result: JobSearchResult): string {
  const n = `${formatCount(result.total)}${result.totalIsCapped ? "+" : ""}`;
  const noun = result.total === 1 && !result.totalIsCapped ? "job" : "jobs";
  if (result.total === 0) return "No jobs found";
  const from = (result.page - 1) * result.pageSize + 1;
  const to = from + result.jobs.length - 1;
  return result.jobs.length ? `${n} ${noun} · showing ${from}–${to}` : `${n} ${noun}`;
}

function EmptyState({ params }: { params: TJobSearchParams }) {
  const chips = activeFilters(params);
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-ink-300 bg-white px-6 py-14 text-center">
      <IconDisc icon="search" size="xl" />
      <h2 className="mt-4 text-lg font-semibold text-ink-900">No jobs match your search</h2>
      <ul className="mt-2 max-w-md space-y-1 text-sm text-ink-600">
        {params.q.trim() ? <li>Check the spelling, or try a broader word (&quot;developer&quot; instead of a framework).</li> : null}
        {chips.length ? <li>Remove a filter or two: every filter must match.</li> : null}
        <li>New roles arrive every day, so look again soon.</li>
      </ul>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {chips.length || params.q.trim() ? (
          <Link href="/discover" className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
            Clear the search
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export default async function DiscoverPage({ searchParams }: PageProps) {
  const raw = await searchParams;
  const params = parseJobSearchParams(raw);
  const query = jobSearchQuery(params);
  const candidate = await getCurrentCandidate();
  if (!candidate) redirect(loginPath(query ? `/discover?${query}` : "/discover"));

  const [result, options, savedSearches] = await Promise.all([
    searchJobs({ params, candidateId: candidate.id }),
    filterOptions(),
    listSavedSearches({ candidateId: candidate.id }),
  ]);
  const chips = activeFilters(params);
  const savedQuery = normaliseSearchQuery(params);

  return (
    <div className="mx-auto max-w-7xl">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">Discover jobs</h1>
          <p className="mt-1 text-sm text-ink-600">Search open roles by title, skill or company, then narrow them down.</p>
        </div>
        <SaveSearchButton
          key={savedQuery}
          query={savedQuery}
          canSave={hasSearchFilters(params)}
          alreadySaved={savedSearches.some((s) => s.query === savedQuery)}
        />
      </div>
      <SearchBar params={params} locations={options.locations} industries={options.industries}>
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <p className="mr-2 text-sm font-medium text-ink-700" aria-live="polite">
            {countLine(result)}
          </p>
          {chips.map((chip) => (
            <Link
              key={chip.key}
              href={`/discover?${jobSearchQuery({ ...params, [chip.key]: undefined, page: 1 })}`}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
              aria-label={`Remove filter ${chip.label}`}
            >
              {chip.label}
              <Icon name="close" className="size-3.5" />
            </Link>
          ))}
          {chips.length > 1 ? (
            <Link href={`/discover?${jobSearchQuery({ q: params.q, sort: params.sort })}`} className="text-xs font-semibold text-ink-600 underline underline-offset-2 hover:text-ink-900">
              Clear filters
            </Link>
          ) : null}
        </div>
        {params.sort === "match" && result.jobs.some((job) => job.matchCount === null) ? (
          <p className="mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink-800" data-testid="match-sort-needs-skills">
            Best match puts the jobs that list most of your skills first, and your profile has no skills yet.{" "}
            <Link href={PROFILE_SKILLS_HREF} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              Add your skills
            </Link>
          </p>
        ) : null}
        {result.jobs.length ? (
          <>
            <JobGrid jobs={result.jobs} columns="two" />
            <Pagination params={params} pages={result.pages} />
            {result.totalIsCapped && params.page === result.pages ? (
              <p className="mt-4 flex items-center justify-center gap-2 text-center text-sm text-ink-500">
                <Icon name="filter" className="size-4" />
                That&apos;s as far as the list goes: add a filter to see other matches.
              </p>
            ) : null}
          </>
        ) : (
          <EmptyState params={params} />
        )}
      </SearchBar>
    </div>
  );
}
