// Words for the /discover filters and their chips, shared by the page, the filter bar and job alerts.
import { JOB_TYPE_LABELS, WORK_MODE_LABELS } from "./search-rules";
import type { TJobSearchParams } from "@/lib/jobs/schema";

export const SORT_LABELS = { relevance: "Relevance", newest: "Newest", salary: "Salary (high to low)", match: "Best match (your skills)" } as const;

export function lakh(amount: number): string {
  return `₹${Math.round((amount / 100_000) * 10) / 10}L`;
}

export function experienceLabel(years: number): string {
  return years === 0 ? "Fresher (0 years)" : `Up to ${years} ${years === 1 ? "year" : "years"}`;
}

export function postedLabel(days: number): string {
  return days === 1 ? "Last 24 hours" : `Last ${days} days`;
}

export type FilterKey = "location" | "type" | "mode" | "exp" | "salaryMin" | "salaryMax" | "salaryStated" | "industry" | "posted";

export const SALARY_STATED_LABEL = "Only jobs with a stated salary";

/** The active filters as removable chips ("Pune", "Remote", "From ₹5L"). */
export function activeFilters(params: TJobSearchParams): { key: FilterKey; label: string }[] {
  const chips: { key: FilterKey; label: string }[] = [];
  if (params.location) chips.push({ key: "location", label: params.location });
  if (params.type) chips.push({ key: "type", label: JOB_TYPE_LABELS[params.type] });
  if (params.mode) chips.push({ key: "mode", label: WORK_MODE_LABELS[params.mode] });
  if (params.exp !== undefined) chips.push({ key: "exp", label: experienceLabel(params.exp) });
  if (params.salaryMin !== undefined) chips.push({ key: "salaryMin", label: `From ${lakh(params.salaryMin)} / Year` });
  if (params.salaryMax !== undefined) chips.push({ key: "salaryMax", label: `Up to ${lakh(params.salaryMax)} / Year` });
  if (params.salaryStated) chips.push({ key: "salaryStated", label: SALARY_STATED_LABEL });
  if (params.industry) chips.push({ key: "industry", label: params.industry });
  if (params.posted) chips.push({ key: "posted", label: postedLabel(params.posted) });
  return chips;
}
