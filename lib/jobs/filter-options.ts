// The choices the /discover filters offer: locations with open jobs (most jobs first) and the
// industries. Kept for a few minutes per process: counting locations reads every open job.
import { db } from "@/lib/db/client";

const TTL_MS = 10 * 60_000;
let cached: { at: number; value: Promise<FilterOptions> } | null = null;

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

export function filterOptions(): Promise<FilterOptions> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const value = load();
    cached = { at: Date.now(), value };
    value.catch(() => {
      if (cached?.value === value) cached = null;
    });
  }
  return cached.value;
}
