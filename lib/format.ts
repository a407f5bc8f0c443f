// How dates, clocks, money and counts read everywhere: screens, e-mails and PDFs. Dates are shown in India
// time (the same on the server and in the browser, so both renders agree); a caller passes another
// `timeZone` only for a day that is kept as a UTC calendar day. Amounts are Indian-grouped.
import { fill } from "@/lib/i18n/fill";

export const INDIA_TIME = "Asia/Kolkata";

/** A moment: a Date, an ISO string, or epoch seconds (as the spec's payloads carry them). */
export type Moment = Date | string | number;
/** `locale`: the interface language's tag (hi-IN writes Hindi month names); en-IN by default. */
type Zone = { timeZone?: string; locale?: "en-IN" | "hi-IN" };

const toDate = (when: Moment): Date => (typeof when === "number" ? new Date(when * 1000) : new Date(when));

const DATE_STYLES = {
  /** 21 Nov 2026 */
  day: { day: "numeric", month: "short", year: "numeric" },
  /** 21 November 2026 */
  longDay: { day: "numeric", month: "long", year: "numeric" },
  /** 21 Nov 2026, 8:05 pm */
  dayTime: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
  /** 21 Nov 2026, 20:05: a 24-hour clock, for Hindi, whose "am/pm" Intl writes in Latin letters */
  dayClock: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  /** 21 Nov, 8:05 pm */
  shortDayTime: { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" },
  /** 21 नव॰, 20:05: shortDayTime with a 24-hour clock, for Hindi */
  shortDayClock: { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatMoment(style: keyof typeof DATE_STYLES, when: Moment, { timeZone = INDIA_TIME, locale = "en-IN" }: Zone): string {
  const key = `${style}|${timeZone}|${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(toDate(when));
}

export const formatDay = (when: Moment, zone: Zone = {}) => formatMoment("day", when, zone);
export const formatLongDay = (when: Moment, zone: Zone = {}) => formatMoment("longDay", when, zone);
export const formatDayTime = (when: Moment, zone: Zone = {}) => formatMoment("dayTime", when, zone);
export const formatDayClock = (when: Moment, zone: Zone = {}) => formatMoment("dayClock", when, zone);
/** "21 Nov, 8:05 pm"; in Hindi the day and a 24-hour clock, since Intl writes Hindi's "am/pm" in Latin letters. */
export const formatShortDayTime = (when: Moment, zone: Zone = {}) => formatMoment(zone.locale === "hi-IN" ? "shortDayClock" : "shortDayTime", when, zone);
/**
 * A day and its time in the interface's language: "21 Nov 2026, 8:05 pm" in English; in Hindi the
 * day and a 24-hour clock, since Intl writes Hindi's "am/pm" in Latin letters.
 */
export const formatDayTimeIn = (when: Moment, tag: "en-IN" | "hi-IN") => (tag === "en-IN" ? formatDayTime(when) : formatDayClock(when, { locale: tag }));

/**
 * How long ago, for a short line: "Just now", "5 min ago", "3 h ago", then "Yesterday" and
 * "4 days ago" (`days`), or the day and time (`clock`, the bell's way) past a day.
 */
export function formatTimeAgo(
  epochSeconds: number,
  options: { now?: number; after?: "days" | "clock"; words?: TimeAgoWords; locale?: Zone["locale"] } = {},
): string {
  const now = options.now ?? Date.now() / 1000;
  const w = options.words;
  const minutes = Math.floor((now - epochSeconds) / 60);
  if (minutes < 1) return w ? w.justNow : "Just now";
  if (minutes < 60) return w ? fill(w.minutesAgo, { minutes }) : `${minutes} min ago`;
  if (minutes < 24 * 60) return w ? fill(w.hoursAgo, { hours: Math.floor(minutes / 60) }) : `${Math.floor(minutes / 60)} h ago`;
  if (options.after === "clock") return formatShortDayTime(epochSeconds, { locale: options.locale });
  const days = Math.floor(minutes / (24 * 60));
  if (days === 1) return w ? w.yesterdayStart : "Yesterday";
  if (days < 30) return w ? fill(w.daysAgo, { days }) : `${days} days ago`;
  const day = formatDay(epochSeconds, { locale: options.locale });
  return w ? fill(w.onDay, { day }) : `on ${day}`;
}

/** The words of formatTimeAgo in another language (the catalog's jobCard namespace has them); English without. */
export type TimeAgoWords = { justNow: string; minutesAgo: string; hoursAgo: string; yesterdayStart: string; daysAgo: string; onDay: string };
/** The words of formatDaysAgo in another language; English without. */
export type DaysAgoWords = { today: string; yesterday: string; daysAgo: string; onDay: string };

/**
 * How many calendar days ago, in India time, for a job's freshness: "today", "yesterday",
 * "3 days ago", and past 30 days the day itself ("on 29 Oct 2026").
 */
export function formatDaysAgo(when: Moment, options: { now?: Moment; timeZone?: string; words?: DaysAgoWords; locale?: Zone["locale"] } = {}): string {
  const zone = options.timeZone ?? INDIA_TIME;
  const day = (m: Moment) => {
    const [y, mo, d] = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" })
      .format(toDate(m))
      .split("-")
      .map(Number);
    return Date.UTC(y!, mo! - 1, d!) / 86_400_000;
  };
  const days = Math.max(0, day(options.now ?? new Date()) - day(when));
  const w = options.words;
  if (days === 0) return w ? w.today : "today";
  if (days === 1) return w ? w.yesterday : "yesterday";
  if (days <= 30) return w ? fill(w.daysAgo, { days }) : `${days} days ago`;
  const shown = formatDay(when, { timeZone: zone, locale: options.locale });
  return w ? fill(w.onDay, { day: shown }) : `on ${shown}`;
}

/** The short name of the zone dates are shown in, for a line that names it ("IST"). */
export const zoneLabel = ({ timeZone = INDIA_TIME }: Zone = {}) => (timeZone === INDIA_TIME ? "IST" : timeZone);

const count = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 8,49,000: a count or a plain amount, Indian-grouped. */
export const formatCount = (value: number): string => count.format(value);

/** ₹4,49,950 for whole rupees, ₹78.30 when there are paise; `paise: true` always shows them (receipts). */
export function formatInr(amount: number, options: { paise?: boolean } = {}): string {
  return (options.paise || !Number.isInteger(amount) ? rupeesAndPaise : rupees).format(amount);
}

/** An amount in any currency, whole units: ₹4,50,000 or $60,000. */
export function formatMoney(amount: number, currency: string): string {
  if (currency === "INR") return rupees.format(amount);
  return new Intl.NumberFormat("en", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toString();

/** A short amount for cards: ₹4.5L, ₹1.2Cr, ₹90,000; other currencies in their compact form ($60K). */
export function formatCompactMoney(amount: number, currency: string): string {
  if (currency !== "INR") {
    return new Intl.NumberFormat("en", { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 }).format(amount);
  }
  if (amount >= 10_000_000) return `₹${oneDecimal(amount / 10_000_000)}Cr`;
  if (amount >= 100_000) return `₹${oneDecimal(amount / 100_000)}L`;
  return `₹${count.format(amount)}`;
}

/** A time on a clock that counts down or up, in minutes and seconds: 180 → "3:00", 65 → "1:05". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** How long something was held up, in words: 45 → "45 s", 750 → "13 min", 7500 → "2 h 5 min". */
export type DelayWords = { delaySeconds: string; delayMinutes: string; delayHours: string; delayHoursMinutes: string };
const EN_DELAY: DelayWords = { delaySeconds: "{n} s", delayMinutes: "{n} min", delayHours: "{h} h", delayHoursMinutes: "{h} h {m} min" };

/** `words`: the interface language's units (the review's catalog); the spec's English by default. */
export function formatDelay(seconds: number, words: DelayWords = EN_DELAY): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return fill(words.delaySeconds, { n: s });
  const minutes = Math.round(s / 60);
  if (minutes < 60) return fill(words.delayMinutes, { n: minutes });
  const rest = minutes % 60;
  const h = Math.floor(minutes / 60);
  return rest ? fill(words.delayHoursMinutes, { h, m: rest }) : fill(words.delayHours, { h });
}

/** A person's full name as they gave it ("Asha Verma", "Asha"): empty when they gave neither part. */
export function fullName({ firstName, lastName }: { firstName: string | null; lastName: string | null }): string {
  return [firstName, lastName].filter(Boolean).join(" ");
}

/** A name owning something: "Acme's", and "Brightloom Technologies'" for a name that ends in s. */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}
