// How jobs read on screen. Dates use India time on server and browser alike, so the two renders agree.

const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

const DAY_AND_TIME = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });
const DATE_AND_TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** "24 Nov 2026, 2:30 pm" from epoch seconds: when something happened, to the minute. */
export function formatDateTime(epochSeconds: number): string {
  return DATE_AND_TIME.format(new Date(epochSeconds * 1000));
}

/**
 * How long ago, for a short line: "Just now", "5 min ago", "3 h ago", then "Yesterday" and
 * "4 days ago" (`days`), or the day and time (`clock`, the bell's way) past a day.
 */
export function formatTimeAgo(epochSeconds: number, options: { now?: number; after?: "days" | "clock" } = {}): string {
  const now = options.now ?? Date.now() / 1000;
  const minutes = Math.floor((now - epochSeconds) / 60);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  if (options.after === "clock") return DAY_AND_TIME.format(new Date(epochSeconds * 1000));
  const days = Math.floor(minutes / (24 * 60));
  if (days === 1) return "Yesterday";
  if (days < 30) return `${days} days ago`;
  return `on ${formatDate(epochSeconds)}`;
}

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
