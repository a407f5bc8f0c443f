// One schema per form or query of the Jobs feature, used by the browser and the handlers alike.
import { z } from "zod";
import { EXPERIENCE_FILTER_YEARS, JOB_SEARCH_PAGE_SIZE, JOB_SEARCH_RESULT_CAP, JOB_TYPE_LABELS, POSTED_WITHIN_DAYS, WORK_MODE_LABELS } from "./search-rules";
import { tidyKeyword } from "./search-query";

export { jobSearchQuery, tidyKeyword } from "./search-query";

export const JOB_TYPES = Object.keys(JOB_TYPE_LABELS) as (keyof typeof JOB_TYPE_LABELS)[];
export const WORK_MODES = Object.keys(WORK_MODE_LABELS) as (keyof typeof WORK_MODE_LABELS)[];
/** "match": most of the candidate's skills first, then as "relevance" (lib/jobs/search/by-match.ts). */
export const JOB_SORTS = ["relevance", "newest", "salary", "match"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_SEARCH_MAX_PAGE = Math.ceil(JOB_SEARCH_RESULT_CAP / JOB_SEARCH_PAGE_SIZE);

// A shared link with a stale or hand-edited value should still open a search, not an error:
// anything unusable in a filter is dropped.
const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => {
      const trimmed = v?.replace(/\s+/g, " ").trim().slice(0, max);
      return trimmed ? trimmed : undefined;
    });

const optionalInt = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => {
      if (v === undefined || !/^\d{1,9}$/.test(v.trim())) return undefined;
      const n = Number(v);
      return n >= min && n <= max ? n : undefined;
    });

const optionalEnum = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v !== undefined && (values as readonly string[]).includes(v) ? (v as T) : undefined));

/** /discover's URL and GET /api/jobs/search: every value a string, every one optional. */
export const ZJobSearchParams = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => tidyKeyword(v ?? "")),
  location: optionalText(80),
  type: optionalEnum(JOB_TYPES),
  mode: optionalEnum(WORK_MODES),
  exp: optionalInt(0, Math.max(...EXPERIENCE_FILTER_YEARS)),
  salaryMin: optionalInt(0, 100_000_000),
  salaryMax: optionalInt(0, 100_000_000),
  /** "1": only jobs that state a salary ("Only jobs with a stated salary"). */
  salaryStated: z
    .string()
    .optional()
    .transform((v) => (v === "1" ? true : undefined)),
  industry: optionalText(80),
  posted: optionalInt(1, Math.max(...POSTED_WITHIN_DAYS)),
  sort: optionalEnum(JOB_SORTS).transform((v) => v ?? "relevance"),
  page: optionalInt(1, 1_000_000).transform((v) => Math.min(v ?? 1, JOB_SEARCH_MAX_PAGE)),
});

export type TJobSearchParams = z.output<typeof ZJobSearchParams>;

/** Reads search params from a URLSearchParams or a Next.js searchParams record (first value wins). */
export function parseJobSearchParams(source: URLSearchParams | Record<string, string | string[] | undefined>): TJobSearchParams {
  const entries =
    source instanceof URLSearchParams
      ? [...new Set(source.keys())].map((k) => [k, source.get(k) ?? undefined] as const)
      : Object.entries(source).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v] as const);
  return ZJobSearchParams.parse(Object.fromEntries(entries));
}

/** Job ids arrive as the UUID or the short id ("JB-1A2B3C"). */
export const ZJobRef = z.string({ error: "Job id is required" }).trim().min(1, "Job id is required").max(64, "Job id is invalid");

export const ZSaveJob = z.object({ jobId: ZJobRef });
