"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition, type ReactNode } from "react";
import { Select } from "@/components/ui/fields";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import {
  EXPERIENCE_FILTER_YEARS,
  JOB_SEARCH_KEYWORD_MAX_LENGTH,
  JOB_TYPE_LABELS,
  POSTED_WITHIN_DAYS,
  SALARY_FILTER_LAKH,
  WORK_MODE_LABELS,
} from "@/lib/jobs/search-rules";
import type { TJobSearchParams } from "@/lib/jobs/schema";
import { jobSearchQuery, tidyKeyword } from "@/lib/jobs/search-query";
import { experienceLabel, postedLabel, type FilterWords } from "@/lib/jobs/filter-labels";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/catalogs";

const TYPING_DELAY_MS = 300;

type SearchBarProps = {
  params: TJobSearchParams;
  locations: string[];
  /** Each industry's value (the stored name) and its name in the interface language. */
  industries: [string, string][];
  /** The page's words and the filters' (lib/i18n/messages), in the interface language. */
  text: Messages["discover"];
  filterWords: FilterWords;
  children: ReactNode;
};

/**
 * The keyword box, filters and sort of /discover. Every change lands in the URL (shareable; the
 * back button steps through searches); typing replaces the current entry instead of adding one.
 */
export function SearchBar({ params, locations, industries, text, filterWords, children }: SearchBarProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [keyword, setKeyword] = useState(params.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // Back/forward changes the URL under us: show its keyword unless the candidate is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setKeyword(params.q);
  }, [params.q]);

  function go(next: Partial<TJobSearchParams>, how: "push" | "replace" = "push") {
    const query = jobSearchQuery({ ...params, page: 1, ...next });
    startTransition(() => router[how](query ? `${pathname}?${query}` : pathname, { scroll: how === "push" }));
  }

  function onType(value: string) {
    setKeyword(value);
    if (typing.current) clearTimeout(typing.current);
    typing.current = setTimeout(() => go({ q: value }, "replace"), TYPING_DELAY_MS);
  }

  const set =
    (key: keyof TJobSearchParams, toNumber = false) =>
    (value: string) =>
      go({ [key]: value === "" ? undefined : toNumber ? Number(value) : value });

  const filterCount = [
    params.location,
    params.type,
    params.mode,
    params.exp,
    params.salaryMin,
    params.salaryMax,
    params.salaryStated,
    params.industry,
    params.posted,
  ].filter((v) => v !== undefined).length;

  const select = (
    name: string,
    label: string,
    value: string | number | undefined,
    onChange: (v: string) => void,
    options: [string, string][],
    anyLabel = text.any,
  ) => {
    const selectId = `${id}-${name}`;
    return (
      <div>
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink-800">
          {label}
        </label>
        <Select id={selectId} value={value ?? ""} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{anyLabel}</option>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Select>
      </div>
    );
  };

  const salaryOptions = SALARY_FILTER_LAKH.map((l) => [String(l * 100_000), `₹${l}L`] as [string, string]);

  return (
    <div>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (typing.current) clearTimeout(typing.current);
          const q = tidyKeyword(keyword);
          setKeyword(q);
          go({ q });
        }}
        className="flex gap-2"
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {text.searchJobs}
        </label>
        <div className="relative flex-1">
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-2.5 size-5 -translate-y-1/2 text-ink-400 sm:left-3.5" />
          <input
            ref={input}
            id={`${id}-q`}
            type="search"
            value={keyword}
            maxLength={JOB_SEARCH_KEYWORD_MAX_LENGTH}
            onChange={(e) => onType(e.currentTarget.value)}
            placeholder={text.placeholder}
            autoComplete="off"
            // On a phone the placeholder is a size smaller and the padding tighter, so it fits whole.
            className={cx(
              "h-12 w-full rounded-xl border border-ink-200 bg-white pl-9 text-base text-ink-900 shadow-sm placeholder:text-sm placeholder:text-ink-400 focus:border-brand focus:outline-none focus:ring-4 focus:ring-brand/15 sm:pl-11 sm:placeholder:text-base",
              pending ? "pr-10" : "pr-2.5 sm:pr-10",
            )}
          />
          {pending ? <Spinner className="absolute top-1/2 right-3.5 -translate-y-1/2 text-brand" label={text.searching} /> : null}
        </div>
        <button type="submit" className="hidden h-12 rounded-xl bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700 sm:block">
          {text.search}
        </button>
        <button
          type="button"
          onClick={() => setFiltersOpen((v) => !v)}
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          className="flex h-12 items-center gap-2 rounded-xl border border-ink-200 bg-white px-3.5 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50 lg:hidden"
        >
          <Icon name="filter" className="size-4.5" />
          {/* Narrower than a common phone, the icon alone leaves the search box room for its placeholder. */}
          <span className="max-[379px]:sr-only">{filterCount ? fill(text.filtersCount, { count: filterCount }) : text.filters}</span>
        </button>
      </form>

      <div className="mt-5 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
        <section
          id={`${id}-filters`}
          aria-labelledby={`${id}-filters-title`}
          className={cx("mb-6 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-ink-200/80 lg:block lg:self-start", !filtersOpen && "hidden")}
        >
          <h2 id={`${id}-filters-title`} className="text-base font-semibold text-ink-900">
            {text.filters}
          </h2>
          {select(
            "location",
            text.location,
            params.location,
            set("location"),
            locations.map((l) => [l, l]),
          )}
          {select(
            "job-type",
            text.jobType,
            params.type,
            set("type"),
            Object.keys(JOB_TYPE_LABELS).map((k) => [k, filterWords.jobTypes[k as keyof typeof JOB_TYPE_LABELS]]),
          )}
          {select(
            "work-mode",
            text.workMode,
            params.mode,
            set("mode"),
            Object.keys(WORK_MODE_LABELS).map((k) => [k, filterWords.workModes[k as keyof typeof WORK_MODE_LABELS]]),
          )}
          {select(
            "experience",
            text.experience,
            params.exp,
            set("exp", true),
            EXPERIENCE_FILTER_YEARS.map((y) => [String(y), experienceLabel(y, filterWords)]),
          )}
          {/* Bottom-aligned: a label that wraps (Hindi's is longer) must not push its box below the other. */}
          <div className="grid grid-cols-2 items-end gap-3">
            {select("salary-from", text.salaryFrom, params.salaryMin, set("salaryMin", true), salaryOptions)}
            {select("salary-up-to", text.salaryUpTo, params.salaryMax, set("salaryMax", true), salaryOptions)}
          </div>
          <label className="flex items-start gap-2.5 text-sm text-ink-800">
            <input
              type="checkbox"
              checked={params.salaryStated === true}
              onChange={(e) => go({ salaryStated: e.currentTarget.checked ? true : undefined })}
              className="mt-0.5 size-4 rounded border-ink-300 text-brand-600 focus:ring-brand/30"
            />
            <span>{filterWords.salaryStated}</span>
          </label>
          {select("industry", text.industry, params.industry, set("industry"), industries)}
          {select(
            "posted",
            text.posted,
            params.posted,
            set("posted", true),
            POSTED_WITHIN_DAYS.map((d) => [String(d), postedLabel(d, filterWords)]),
            text.anyTime,
          )}
          {select(
            "sort-by",
            text.sortBy,
            params.sort === "relevance" ? undefined : params.sort,
            (v) => go({ sort: (v || "relevance") as TJobSearchParams["sort"] }),
            [
              ["newest", filterWords.sort.newest],
              ["salary", filterWords.sort.salary],
              ["match", filterWords.sort.match],
            ],
            filterWords.sort.relevance,
          )}
        </section>
        <div aria-busy={pending} className={cx("min-w-0 transition-opacity", pending && "opacity-60")}>
          {children}
        </div>
      </div>
    </div>
  );
}
