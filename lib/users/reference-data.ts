// Countries and industries for the forms, from their seeded tables.
import { db } from "@/lib/db/client";

export type CountryOption = { flag: string; country_name: string; mobile_code: string; iso_code: string };

export async function listCountries(): Promise<CountryOption[]> {
  const rows = await db().country.findMany({ orderBy: { name: "asc" } });
  return rows.map((c) => ({ flag: c.flag, country_name: c.name, mobile_code: c.mobileCode, iso_code: c.isoCode }));
}

/** Industry name → job titles, in display order. */
export async function industryTitles(): Promise<Record<string, string[]>> {
  const rows = await db().industry.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }] });
  return Object.fromEntries(rows.map((r) => [r.name, r.jobTitles]));
}
