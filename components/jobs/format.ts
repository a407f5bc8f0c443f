// How jobs read on screen: pay per year, experience, applicants (dates and amounts from lib/format).
// In the words of a card (components/jobs/job-text.ts), so in the interface language.
import { formatCompactMoney, formatCount, formatMoney } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";

type JobWords = {
  salaryNotStated: string;
  salaryRange: string;
  fresher: string;
  yearsOne: string;
  yearsMany: string;
  applicantsOne: string;
  applicantsMany: string;
};

/** Card: "₹4.5L - ₹6L / Year". */
export function formatSalaryRange(min: number | null, max: number | null, currency: string, words: JobWords): string {
  if (min === null || max === null) return words.salaryNotStated;
  return fill(words.salaryRange, { min: formatCompactMoney(min, currency), max: formatCompactMoney(max, currency) });
}

/** Detail page: "₹4,50,000 - ₹6,00,000 / Year". */
export function formatSalaryFull(min: number | null, max: number | null, currency: string, words: JobWords): string {
  if (min === null || max === null) return words.salaryNotStated;
  return fill(words.salaryRange, { min: formatMoney(min, currency), max: formatMoney(max, currency) });
}

export function formatExperience(years: number, words: JobWords): string {
  if (years === 0) return words.fresher;
  return fill(years === 1 ? words.yearsOne : words.yearsMany, { years });
}

export function formatApplicants(count: number, words: JobWords): string {
  return fill(count === 1 ? words.applicantsOne : words.applicantsMany, { count: formatCount(count) });
}

/** A job's type and work mode in the card's language (lib/jobs/filter-labels.ts, shared with job alerts). */
export { jobTypeIn, workModeIn } from "@/lib/jobs/filter-labels";

/** The first 200 characters of a description, on one line, cut at a word where possible. */
export { descriptionPreview } from "@/lib/jobs/preview";
