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
import { jobCardText } from "@/components/jobs/job-text";
import { industryName } from "@/lib/i18n/reference-names";
import { messagesFor, type Messages } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { fill } from "@/lib/i18n/fill";
import { titleFrom } from "@/lib/i18n/page-title";
import { PageHeading } from "@/components/layout/page-heading";
import { EmptyState } from "@/components/ui/empty-state";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("discover");

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

type DiscoverText = Messages["discover"];

function countLine(result: JobSearchResult, text: DiscoverText): string {
  const n = `${formatCount(result.total)}${result.totalIsCapped ? "+" : ""}`;
  const jobs = fill(result.total === 1 && !result.totalIsCapped ? text.countOne : text.countMany, { count: n });
  if (result.total === 0) return text.noJobsFound;
  const from = (result.page - 1) * result.pageSize + 1;
  const to = from + result.jobs.length - 1;
  return result.jobs.length ? fill(text.showing, { count: jobs, from, to }) : jobs;
}

function NoMatch({ params, chips, text }: { params: TJobSearchParams; chips: unknown[]; text: DiscoverText }) {
  return (
    <EmptyState icon="search" title={text.noMatchTitle}>
      <ul className="mt-2 max-w-md space-y-1 text-sm text-ink-600">
        {params.q.trim() ? <li>{text.checkSpelling}</li> : null}
        {chips.length ? <li>{text.removeAFilter}</li> : null}
        <li>{text.newRoles}</li>
      </ul>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {chips.length || params.q.trim() ? (
          <Link href="/discover" className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
            {text.clearSearch}
          </Link>
        ) : null}
      </div>
    </EmptyState>
  );
}

export default async function DiscoverPage({ searchParams }: PageProps) {
  const raw = await searchParams;
  const params = parseJobSearchParams(raw);
  const query = jobSearchQuery(params);
  const candidate = await getCurrentCandidate();
  if (!candidate) redirect(loginPath(query ? `/discover?${query}` : "/discover"));
  const locale = await currentLocale();
  const text = messagesFor(locale, "discover");
  const filterWords = messagesFor(locale, "filters");
  // A job's industry is the employer's word; one of our list is named in the interface language.
  const industryNames = locale === "en" ? {} : messagesFor(locale, "industries");
  const industryLabel = (name: string) => industryName(industryNames, name);

  const [result, options, savedSearches] = await Promise.all([
    searchJobs({ params, candidateId: candidate.id }),
    filterOptions(),
    listSavedSearches({ candidateId: candidate.id }),
  ]);
  const chips = activeFilters(params, filterWords).map((chip) => (chip.key === "industry" ? { ...chip, label: industryLabel(chip.label) } : chip));
  const savedQuery = normaliseSearchQuery(params);

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeading
        title={text.title}
        intro={text.subtitle}
        className="mb-6"
        actions={
          <SaveSearchButton
            key={savedQuery}
            query={savedQuery}
            canSave={hasSearchFilters(params)}
            alreadySaved={savedSearches.some((s) => s.query === savedQuery)}
            text={text}
          />
        }
      />
      <SearchBar
        params={params}
        locations={options.locations}
        industries={options.industries.map((name) => [name, industryLabel(name)])}
        text={text}
        filterWords={filterWords}
      >
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <p className="mr-2 text-sm font-medium text-ink-700" aria-live="polite">
            {countLine(result, text)}
          </p>
          {chips.map((chip) => (
            <Link
              key={chip.key}
              href={`/discover?${jobSearchQuery({ ...params, [chip.key]: undefined, page: 1 })}`}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
              aria-label={fill(text.removeFilter, { label: chip.label })}
            >
              {/* A place, or an industry not of our list, is the employers' word; the other chips are the catalog's. */}
              {chip.key === "location" || (chip.key === "industry" && chip.label === params.industry) ? <span translate="no">{chip.label}</span> : chip.label}
              <Icon name="close" className="size-3.5" />
            </Link>
          ))}
          {chips.length > 1 ? (
            <Link
              href={`/discover?${jobSearchQuery({ q: params.q, sort: params.sort })}`}
              className="text-xs font-semibold text-ink-600 underline underline-offset-2 hover:text-ink-900"
            >
              {text.clearFilters}
            </Link>
          ) : null}
        </div>
        {params.sort === "match" && result.jobs.some((job) => job.matchCount === null) ? (
          <p className="mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink-800" data-testid="match-sort-needs-skills">
            {text.matchNeedsSkills}{" "}
            <Link href={PROFILE_SKILLS_HREF} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {text.addYourSkills}
            </Link>
          </p>
        ) : null}
        {result.jobs.length ? (
          <>
            <JobGrid jobs={result.jobs} text={jobCardText(locale)} columns="two" />
            <Pagination params={params} pages={result.pages} text={text} />
            {result.totalIsCapped && params.page === result.pages ? (
              <p className="mt-4 flex items-center justify-center gap-2 text-center text-sm text-ink-500">
                <Icon name="filter" className="size-4" />
                {text.endOfList}
              </p>
            ) : null}
          </>
        ) : (
          <NoMatch params={params} chips={chips} text={text} />
        )}
      </SearchBar>
    </div>
  );
}
