// The countries and industries tables as the seed fills them, for tests that need them.
import type { Db } from "@/lib/db/client";
import { COUNTRIES } from "@/lib/seed/countries";
import { INDUSTRY_TITLES } from "@/lib/seed/industries";

export async function seedReferenceData(db: Db): Promise<void> {
  await db.country.createMany({ data: [...COUNTRIES], skipDuplicates: true });
  await db.industry.createMany({
    data: Object.entries(INDUSTRY_TITLES).map(([name, jobTitles], sortOrder) => ({ name, jobTitles: [...jobTitles], sortOrder })),
    skipDuplicates: true,
  });
}
