// How jobs read on screen: pay per year, experience, applicants (dates and amounts from lib/format).
import { formatCompactMoney, formatCount, formatMoney } from "@/lib/format";

/** Card: "₹4.5L - ₹6L / Year". */
export const SALARY_NOT_STATED = "Salary not stated";

export function formatSalaryRange(min: number | null, max: number | null, currency: string): string {
  if (min === null || max === null) return SALARY_NOT_STATED;
  return `${formatCompactMoney(min, currency)} - ${formatCompactMoney(max, currency)} / Year`;
}

/** Detail page: "₹4,50,000 - ₹6,00,000 / Year". */
export function formatSalaryFull(min: number | null, max: number | null, currency: string): string {
  if (min === null || max === null) return SALARY_NOT_STATED;
  return `${formatMoney(min, currency)} - ${formatMoney(max, currency)} / Year`;
}

export function formatExperience(years: number): string {
  if (years === 0) return "Fresher";
  return `${years}+ ${years === 1 ? "year" : "years"}`;
}

export function formatApplicants(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "applicant" : "applicants"}`;
}

/** The first 200 characters of a description, on one line, cut at a word where possible. */
export { descriptionPreview } from "@/lib/jobs/preview";
