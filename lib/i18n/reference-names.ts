// Countries and industries are stored, read by the server and sent by the API under their English
// names (and ISO codes); only the names a candidate reads follow the interface language.
import type { Locale } from "./locales";

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in the interface language, from its ISO code: the platform's own names (no
 * catalog of ours). English keeps the stored name, so the English lists read word for word as before.
 */
export function countryName(locale: Locale, isoCode: string, englishName: string): string {
  if (locale === "en") return englishName;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: "region", fallback: "none" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(isoCode) ?? englishName;
  } catch {
    // A code the platform does not know (RangeError): the stored name is still a name.
    return englishName;
  }
}

/** The countries with the names to show, in the order of those names (a Hindi reader looks India up under भ). */
export function labelCountries<T extends { iso_code: string; country_name: string }>(locale: Locale, countries: readonly T[]): (T & { label: string })[] {
  const labelled = countries.map((c) => ({ ...c, label: countryName(locale, c.iso_code, c.country_name) }));
  return locale === "en" ? labelled : labelled.sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** An industry's catalog key (`industries` namespace): its English name's words, camelCased ("E-commerce & Retail" → "eCommerceRetail"). */
export function industryKey(englishName: string): string {
  const words = englishName.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join("");
}

/** An industry's name in the interface language; one the catalog does not list (added since) stays as stored. */
export function industryName(names: Readonly<Record<string, string>>, englishName: string): string {
  return names[industryKey(englishName)] ?? englishName;
}
