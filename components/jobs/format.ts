// How jobs read on screen. Dates use India time on server and browser alike, so the two renders agree.

const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** "21 Nov 2026" from epoch seconds (spec: dates are seconds times 1000). */
export function formatDate(epochSeconds: number): string {
  return DATE.format(new Date(epochSeconds * 1000));
}

function compactAmount(amount: number, currency: string): string {
  if (currency !== "INR") {
    return new Intl.NumberFormat("en", { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 }).format(amount);
  }
  if (amount >= 10_000_000) return `₹${trim(amount / 10_000_000)}Cr`;
  if (amount >= 100_000) return `₹${trim(amount / 100_000)}L`;
  return `₹${new Intl.NumberFormat("en-IN").format(amount)}`;
}

const trim = (n: number) => (Math.round(n * 10) / 10).toString();

/** Card: "₹4.5L - ₹6L / Year". */
export function formatSalaryRange(min: number, max: number, currency: string): string {
  return `${compactAmount(min, currency)} - ${compactAmount(max, currency)} / Year`;
}

/** Detail page: "₹4,50,000 - ₹6,00,000 / Year". */
export function formatSalaryFull(min: number, max: number, currency: string): string {
  const f = new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en", { style: "currency", currency, maximumFractionDigits: 0 });
  return `${f.format(min)} - ${f.format(max)} / Year`;
}

export function formatExperience(years: number): string {
  if (years === 0) return "Fresher";
  return `${years}+ ${years === 1 ? "year" : "years"}`;
}

export function formatApplicants(count: number): string {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "applicant" : "applicants"}`;
}

/** The first 200 characters of a description, on one line, cut at a word where possible. */
export { descriptionPreview } from "@/lib/jobs/preview";
