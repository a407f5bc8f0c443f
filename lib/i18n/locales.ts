// The interface languages: English (the spec's words) and Hindi. The candidate area reads the
// account's choice, else the cookie set before sign-in, else the browser's Accept-Language when it
// asks for Hindi before English; the public pages take theirs from the path (/hi/…), never from a
// request, so they stay static (docs/i18n.md).
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers the choice before sign-in (and on this device after). */
export const LOCALE_COOKIE = "hr_lang";
/** A year: the choice outlives a session. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** Each language named in its own script, as a switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** The tag dates and numbers are written with (Indian grouping: 4,50,000). */
export const FORMAT_TAGS: Record<Locale, "en-IN" | "hi-IN"> = { en: "en-IN", hi: "hi-IN" };

/**
 * Hindi when Accept-Language ranks Hindi above English (or asks for Hindi and not English), else
 * null: an English or unknown browser keeps the default. Weights (q) are honoured; a weight of 0
 * refuses a language.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let hi = -1;
  let en = -1;
  for (const part of header.split(",").slice(0, 32)) {
    const [tag = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    // A weight that is not a number between 0 and 1 makes the entry unreadable: it is skipped.
    const weight = q === undefined ? 1 : /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q) ? Number(q.slice(2)) : NaN;
    if (!Number.isFinite(weight)) continue;
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (primary === "hi") hi = Math.max(hi, weight);
    else if (primary === "en") en = Math.max(en, weight);
  }
  return hi > 0 && hi > en ? "hi" : null;
}

/** The language of a request to the candidate area, from what is known, in order of precedence. */
export function chooseLocale(known: { account?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(known.account)) return known.account;
  if (isLocale(known.cookie)) return known.cookie;
  return localeFromAcceptLanguage(known.acceptLanguage) ?? DEFAULT_LOCALE;
}
