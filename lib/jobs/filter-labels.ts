// Words for the /discover filters and their chips, shared by the page, the filter bar and job alerts.
// Given the catalog's `filters` namespace they read in that language; without it, in the spec's English.
import { fill } from "@/lib/i18n/fill";
import { JOB_TYPE_LABELS, WORK_MODE_LABELS } from "./search-rules";
import type { TJobSearchParams } from "@/lib/jobs/schema";

export const SORT_LABELS = { relevance: "Relevance", newest: "Newest", salary: "Salary (high to low)", match: "Best match (your skills)" } as const;

export const SALARY_STATED_LABEL = "Only jobs with a stated salary";

/** The filters' words in one language (lib/i18n/messages, namespace `filters`). */
export type FilterWords = {
  sort: Record<keyof typeof SORT_LABELS, string>;
  fresherZero: string;
  upToYear: string;
  upToYears: string;
  last24Hours: string;
  lastDays: string;
  salaryStated: string;
  salaryFrom: string;
  salaryUpTo: string;
  jobTypes: Record<keyof typeof JOB_TYPE_LABELS, string>;
  workModes: Record<keyof typeof WORK_MODE_LABELS, string>;
};

export const ENGLISH_FILTER_WORDS: FilterWords = {
  sort: SORT_LABELS,
  fresherZero: "Fresher (0 years)",
  upToYear: "Up to {years} year",
  upToYears: "Up to {years} years",
  last24Hours: "Last 24 hours",
  lastDays: "Last {days} days",
  salaryStated: SALARY_STATED_LABEL,
  salaryFrom: "From {amount} / Year",
  salaryUpTo: "Up to {amount} / Year",
  jobTypes: JOB_TYPE_LABELS,
  workModes: WORK_MODE_LABELS,
};

/** ₹4.5L; `unit` writes it in another language (a Hindi job alert: "₹{amount} लाख"). */
export function lakh(amount: number, unit = "₹{amount}L"): string {
  return fill(unit, { amount: Math.round((amount / 100_000) * 10) / 10 });
}

/** A job's type and work mode arrive as the spec's English labels ("Full-time", "Remote"): in the words' language. */
export function jobTypeIn(label: string, text: { jobTypes: Record<keyof typeof JOB_TYPE_LABELS, string> }): string {
  const code = (Object.keys(JOB_TYPE_LABELS) as (keyof typeof JOB_TYPE_LABELS)[]).find((c) => JOB_TYPE_LABELS[c] === label);
  return code ? text.jobTypes[code] : label;
}

export function workModeIn(label: string, text: { workModes: Record<keyof typeof WORK_MODE_LABELS, string> }): string {
  const code = (Object.keys(WORK_MODE_LABELS) as (keyof typeof WORK_MODE_LABELS)[]).find((c) => WORK_MODE_LABELS[c] === label);
  return code ? text.workModes[code] : label;
}

export function experienceLabel(years: number, words: FilterWords = ENGLISH_FILTER_WORDS): string {
  return years === 0 ? words.fresherZero : fill(years === 1 ? words.upToYear : words.upToYears, { years });
}

export function postedLabel(days: number, words: FilterWords = ENGLISH_FILTER_WORDS): string {
  return days === 1 ? words.last24Hours : fill(words.lastDays, { days });
}

export type FilterKey = "location" | "type" | "mode" | "exp" | "salaryMin" | "salaryMax" | "salaryStated" | "industry" | "posted";

/** The active filters as removable chips ("Pune", "Remote", "From ₹5L"). */
export function activeFilters(params: TJobSearchParams, words: FilterWords = ENGLISH_FILTER_WORDS): { key: FilterKey; label: string }[] {
  const chips: { key: FilterKey; label: string }[] = [];
  if (params.location) chips.push({ key: "location", label: params.location });
  if (params.type) chips.push({ key: "type", label: words.jobTypes[params.type] });
  if (params.mode) chips.push({ key: "mode", label: words.workModes[params.mode] });
  if (params.exp !== undefined) chips.push({ key: "exp", label: experienceLabel(params.exp, words) });
  if (params.salaryMin !== undefined) chips.push({ key: "salaryMin", label: fill(words.salaryFrom, { amount: lakh(params.salaryMin) }) });
  if (params.salaryMax !== undefined) chips.push({ key: "salaryMax", label: fill(words.salaryUpTo, { amount: lakh(params.salaryMax) }) });
  if (params.salaryStated) chips.push({ key: "salaryStated", label: words.salaryStated });
  if (params.industry) chips.push({ key: "industry", label: params.industry });
  if (params.posted) chips.push({ key: "posted", label: postedLabel(params.posted, words) });
  return chips;
}
