// Where a public page lives in each language: English at its own path, Hindi under /hi (the
// language comes from the path, so the pages stay static). Pure: the header's language link
// (a client component) uses it too.
import type { Locale } from "@/lib/i18n/locales";

/** The public pages that have a Hindi version. */
export const HINDI_PATHS = ["/", "/pricing", "/our-teams", "/privacy-policy", "/terms-and-conditions"] as const;

const hasHindi = (path: string) => (HINDI_PATHS as readonly string[]).includes(path);

/**
 * `path` (an English public path, "/pricing" or "/our-teams#contact") in `locale`: "/pricing" or
 * "/hi/pricing"; a page without a Hindi version keeps its English path.
 */
export function marketingHref(locale: Locale, path: string): string {
  const [page = "", hash] = path.split("#");
  if (locale === "en" || !hasHindi(page)) return path;
  return `${page === "/" ? "/hi" : `/hi${page}`}${hash === undefined ? "" : `#${hash}`}`;
}

/** The same page in the other language, or null when it has none. */
export function otherLanguagePath(pathname: string): { locale: Locale; href: string } | null {
  const inHindi = pathname === "/hi" || pathname.startsWith("/hi/");
  const english = inHindi ? pathname.slice(3) || "/" : pathname;
  if (!hasHindi(english)) return null;
  return inHindi ? { locale: "en", href: english } : { locale: "hi", href: marketingHref("hi", english) };
}

/**
 * Sign-in or sign-up (`path`: "/auth", "/auth/login", "/auth/register") from a public page in
 * `locale`: the path itself in English; from a Hindi page, by way of GET /api/users/language, which
 * sets the language cookie and goes on, so those pages (rendered per request) and the account made
 * there speak Hindi. The public page itself stays static: the language is in the link.
 */
export function authHref(locale: Locale, path: "/auth" | "/auth/login" | "/auth/register"): string {
  return locale === "en" ? path : `/api/users/language?${new URLSearchParams({ language: locale, next: path })}`;
}
