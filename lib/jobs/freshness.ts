// How fresh a job reads, on its card and its page, in India calendar days (lib/format.ts
// formatDaysAgo): "Posted 3 days ago · updated today". A repost (lib/jobs/repost.ts) says so and
// names the first day its title was posted, so posting a job again does not make it look new.
import { formatDay, formatDaysAgo, type Moment } from "@/lib/format";
import type { JobCardPayload } from "./job-payload";

type Dated = Pick<JobCardPayload, "Created_At" | "Updated_At" | "First_Posted_At">;

/** "3 days ago" reads after "Posted"; a day past 30 ("on 29 Oct 2026") reads the same. */
export function cardFreshness(job: Dated, now?: Moment): string {
  const ago = formatDaysAgo(job.Created_At, { now });
  const updated = `updated ${formatDaysAgo(job.Updated_At, { now })}`;
  if (job.First_Posted_At === null) return `Posted ${ago} · ${updated}`;
  return `Reposted ${ago} · first posted ${formatDay(job.First_Posted_At)} · ${updated}`;
}

/**
 * The job page's line: the spec's "Posted at" day, then how long ago (within 30 days), a repost's
 * first day and the update.
 */
export function pageFreshness(job: Dated, now?: Moment): { postedAt: string; rest: string } {
  const ago = formatDaysAgo(job.Created_At, { now });
  const first = job.First_Posted_At === null ? "" : ` · Reposted, first posted ${formatDay(job.First_Posted_At)}`;
  return {
    postedAt: `Posted at ${formatDay(job.Created_At)}`,
    rest: `${ago.startsWith("on ") ? "" : ` (${ago})`}${first} · updated ${formatDaysAgo(job.Updated_At, { now })}`,
  };
}
