// The choices the /discover filters offer: locations with open jobs (most jobs first) and the
// industries. Kept for a few minutes per process: counting locations reads every open job.
import { cachedRead } from "@/lib/db/cached-read";
import { db } from "@/lib/db/client";

export type FilterOptions = { locations: string[]; industries: string[] };

async function load(): Promise<FilterOptions> {
  const [locations, industries] = await Promise.all([
    db().$queryRaw<{ location: string }[]>`
      SELECT l AS location FROM jobs, unnest(locations) AS l WHERE status = 'OPEN'
      GROUP BY l ORDER BY count(*) DESC, l LIMIT 60`,
    db().industry.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: { name: true } }),
  ]);
  return { locations: locations.map((r) => r.location), industries: industries.map((i) => i.name) };
}

const options = cachedRead(10 * 60_000, load);

export function filterOptions(): Promise<FilterOptions> {
  return options.get();
}
