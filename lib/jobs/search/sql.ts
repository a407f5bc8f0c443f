// SQL pieces of job search. Column names are fixed here; every value is a bound parameter.
import { Prisma } from "@/generated/prisma/client";

export type SearchFilters = {
  location?: string;
  type?: string;
  mode?: string;
  exp?: number;
  salaryMin?: number;
  salaryMax?: number;
  /** Only jobs that state a salary; otherwise the salary range keeps jobs that state none. */
  salaryStated?: boolean;
  industry?: string;
  posted?: number;
};

/** The equality filters as facets ("type:FULL_TIME", "location:Pune"), answered by one GIN index. */
export function facetsOf(filters: SearchFilters): string[] {
  const facets: string[] = [];
  if (filters.type) facets.push(`type:${filters.type}`);
  if (filters.mode) facets.push(`mode:${filters.mode}`);
  if (filters.industry) facets.push(`industry:${filters.industry}`);
  if (filters.location) facets.push(`location:${filters.location}`);
  return facets;
}

/**
 * Filters that every search and count applies, on table alias `t`. On the jobs table ("j") the
 * equality filters go through the facets index; on a walk of the feed index they are read from
 * the index's own columns.
 */
export function filterConditions(filters: SearchFilters, t: string): Prisma.Sql[] {
  const c = (column: string) => Prisma.raw(`${t}."${column}"`);
  const out: Prisma.Sql[] = [];
  const facets = facetsOf(filters);
  if (t === "j") {
    if (facets.length) out.push(Prisma.sql`j."searchFacets" @> ${facets}::text[]`);
  } else {
    if (filters.location) out.push(Prisma.sql`${c("locations")} @> ARRAY[${filters.location}]::text[]`);
    if (filters.type) out.push(Prisma.sql`${c("jobType")} = ${filters.type}::"JobType"`);
    if (filters.mode) out.push(Prisma.sql`${c("workMode")} = ${filters.mode}::"WorkMode"`);
    if (filters.industry) out.push(Prisma.sql`${c("industry")} = ${filters.industry}`);
  }
  // On the jobs table the ranges are checked on the rows a keyword or facet index found ("+ 0"
  // keeps the planner from adding a bitmap of half the table from the salary index).
  const range = (column: string) => (t === "j" ? Prisma.sql`(${c(column)} + 0)` : c(column));
  if (filters.exp !== undefined) out.push(Prisma.sql`${range("experienceMin")} <= ${filters.exp}`);
  // A job fits a salary range when the two ranges overlap. A job that states no salary (both ends
  // null, never one) fits any range unless the candidate asks for stated salaries only.
  const stated = filters.salaryStated === true;
  const fits = (condition: Prisma.Sql, column: string) => (stated ? condition : Prisma.sql`(${range(column)} IS NULL OR ${condition})`);
  if (filters.salaryMin !== undefined) out.push(fits(Prisma.sql`${range("salaryMax")} >= ${filters.salaryMin}`, "salaryMax"));
  if (filters.salaryMax !== undefined) out.push(fits(Prisma.sql`${range("salaryMin")} <= ${filters.salaryMax}`, "salaryMin"));
  if (stated && filters.salaryMin === undefined && filters.salaryMax === undefined) out.push(Prisma.sql`${range("salaryMax")} IS NOT NULL`);
  return out;
}

/**
 * The "posted within" bound: a range on the walk index, so it is applied inside walks. With
 * `onRows`, no index is offered for it and it is checked on the rows another index found: the
 * column is compared as timestamptz, as PostgreSQL compares it with now() anyway (same result),
 * but written as a cast, which neither the feed index nor the posting-day index answers.
 */
export function postedCondition(filters: SearchFilters, t: string, onRows = false): Prisma.Sql | null {
  if (!filters.posted) return null;
  const column = onRows ? `${t}."postedAt"::timestamptz` : `${t}."postedAt"`;
  return Prisma.sql`${Prisma.raw(column)} >= now() - make_interval(days => ${filters.posted}::int)`;
}

export function and(conditions: (Prisma.Sql | null)[]): Prisma.Sql {
  const present = conditions.filter((c): c is Prisma.Sql => c !== null);
  return present.length ? Prisma.join(present, " AND ") : Prisma.sql`TRUE`;
}

/** Where a keyword is found decides its relevance: the title (3), the rest but the description (2), the description (1). */
export type Level = 3 | 2 | 1;

export function levelCondition(level: Level, t: string, q: Prisma.Sql): Prisma.Sql {
  const title = Prisma.sql`${Prisma.raw(`${t}."titleVector"`)} @@ ${q}`;
  const headline = Prisma.sql`${Prisma.raw(`${t}."headlineVector"`)} @@ ${q}`;
  if (level === 3) return title;
  if (level === 2) return Prisma.sql`${headline} AND NOT (${title})`;
  // The full document lives out of line: it is read last, and only for rows the headline missed.
  const document =
    t === "j"
      ? Prisma.sql`j."searchVector" @@ ${q}`
      : Prisma.sql`EXISTS (SELECT 1 FROM jobs d WHERE d.id = ${Prisma.raw(`${t}.id`)} AND d."searchVector" @@ ${q})`;
  return Prisma.sql`NOT (${headline}) AND ${document}`;
}

export function levelExpression(t: string, q: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${Prisma.raw(`${t}."titleVector"`)} @@ ${q} THEN 3
    WHEN ${Prisma.raw(`${t}."headlineVector"`)} @@ ${q} THEN 2 ELSE 1 END`;
}

/**
 * The newest `budget` open jobs, read from the covering feed index alone (no table rows). Filters
 * are applied outside, so the budget bounds the work whatever they are.
 */
export function newestWalk(filters: SearchFilters, budget: number): Prisma.Sql {
  return Prisma.sql`SELECT id, "postedAt", "salaryMax", "salaryMin", "titleVector", "headlineVector",
      "jobType", "workMode", "experienceMin", industry, locations
    FROM jobs j
    WHERE j.status = 'OPEN' AND ${and([postedCondition(filters, "j")])}
    ORDER BY j."postedAt" DESC, j.id DESC
    LIMIT ${budget}`;
}

/**
 * How many seconds ago the last of newestWalk's `budget` jobs was posted, or null when the walk
 * holds fewer jobs: read from the feed index alone, as the walk is.
 */
export function walkReach(filters: SearchFilters, budget: number): Prisma.Sql {
  // The age is worked out for the one job found, not for each job skipped on the way.
  return Prisma.sql`(SELECT extract(epoch FROM now() - last."postedAt"::timestamptz) FROM (SELECT j."postedAt" FROM jobs j
    WHERE j.status = 'OPEN' AND ${and([postedCondition(filters, "j")])}
    ORDER BY j."postedAt" DESC, j.id DESC
    OFFSET ${budget - 1} LIMIT 1) last)`;
}

/**
 * The best-paid `budget` open jobs that state a salary, walking the salary index (jobs that state
 * none come after all of them: a walk that falls short leaves them to the full query).
 */
export function bestPaidWalk(filters: SearchFilters, budget: number): Prisma.Sql {
  return Prisma.sql`SELECT id, "postedAt", "salaryMax", "salaryMin", "titleVector", "headlineVector",
      "jobType", "workMode", "experienceMin", industry, locations
    FROM jobs j
    WHERE j.status = 'OPEN' AND j."salaryMax" IS NOT NULL AND ${and([postedCondition(filters, "j")])}
    ORDER BY j."salaryMax" DESC, j."postedAt" DESC, j.id DESC
    LIMIT ${budget}`;
}

export type SortOrder = "relevance" | "newest" | "salary";

export function orderBy(sort: SortOrder, t: string, withLevel: boolean): Prisma.Sql {
  const c = (column: string) => `${t}."${column}"`;
  if (sort === "salary") return Prisma.raw(`${c("salaryMax")} DESC NULLS LAST, ${c("postedAt")} DESC, ${t}.id DESC`);
  if (sort === "relevance" && withLevel) return Prisma.raw(`level DESC, ${c("postedAt")} DESC, ${t}.id DESC`);
  return Prisma.raw(`${c("postedAt")} DESC, ${t}.id DESC`);
}

/**
 * The jobs the sample indexes hold (jobs_sample_document_idx, jobs_sample_headline_idx): an eighth,
 * by the last byte of the id. Written exactly as the indexes' predicate, so the planner uses them.
 */
export function inSample(t: string): Prisma.Sql {
  return Prisma.raw(`(get_byte(uuid_send(${t}.id), 15) & 7) = 0`);
}
