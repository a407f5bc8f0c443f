// Dates in India time on server and browser alike (as components/jobs/format.ts does for jobs).
const DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
const DAY_TIME = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

export const formatDiscDate = (iso: string) => DAY.format(new Date(iso));
export const formatDiscDateTime = (iso: string) => DAY_TIME.format(new Date(iso));
