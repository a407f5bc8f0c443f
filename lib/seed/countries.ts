// Country rows for the country and mobile-code pickers, built from the countries-list package.
import { countries, getEmojiFlag, type TCountryCode } from "countries-list";

export type CountrySeed = { isoCode: string; name: string; flag: string; mobileCode: string };

// Ascension Island and Tristan da Cunha carry ISO's "exceptionally reserved" codes, not assigned ones;
// both dial through Saint Helena, which stays in the list.
const NOT_ISO_ASSIGNED = new Set(["AC", "TA"]);

function toCountrySeed(isoCode: TCountryCode): CountrySeed | null {
  const country = countries[isoCode];
  const phone = country.phone[0];
  if (phone === undefined) return null;
  return { isoCode, name: country.name, flag: getEmojiFlag(isoCode), mobileCode: `+${phone}` };
}

function buildCountries(): CountrySeed[] {
  return (Object.keys(countries) as TCountryCode[])
    .filter((code) => !NOT_ISO_ASSIGNED.has(code))
    .map(toCountrySeed)
    .filter((row): row is CountrySeed => row !== null)
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** Every country, sorted by name. */
export const COUNTRIES: readonly CountrySeed[] = buildCountries();
