// How the profile shows pay, years of experience and phone numbers.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { formatInr } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";

/** The words pay and years are written with (the profile namespace). */
type Words = { payPerYear: string; underAYear: string; yearOne: string; yearsMany: string };

/** "₹4,50,000 / year". */
export function formatPay(amount: number | null, words: Pick<Words, "payPerYear">): string | null {
  return amount === null ? null : fill(words.payPerYear, { amount: formatInr(amount) });
}

/** "Under a year", "1 year", "6 years". */
export function formatYears(years: number, words: Omit<Words, "payPerYear">): string {
  if (years === 0) return words.underAYear;
  return fill(years === 1 ? words.yearOne : words.yearsMany, { years });
}

/** "+91 98000 00001" from E.164; the raw value when it does not parse. */
export function formatMobile(e164: string | null): string | null {
  if (!e164) return null;
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The dialling code and the national number of an E.164 number, for the edit box. */
export function splitMobile(e164: string | null): { countryIso: string | null; national: string } {
  const phone = e164 ? parsePhoneNumberFromString(e164) : undefined;
  return { countryIso: phone?.country ?? null, national: phone ? String(phone.nationalNumber) : "" };
}
