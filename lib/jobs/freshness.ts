// How fresh a job reads, on its card and its page, in India calendar days (lib/format.ts
// formatDaysAgo): "Posted 3 days ago · updated today". A repost (lib/jobs/repost.ts) says so and
// names the first day its title was posted, so posting a job again does not make it look new.
// Given the catalog's words (the jobCard and jobPage namespaces) and a date tag, it reads in that
// language; without them, in the spec's English.
import { formatDay, formatDaysAgo, type DaysAgoWords, type Moment } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import type { JobCardPayload } from "./job-payload";

/** A card leaves out `First_Posted_At` when the job is no repost; the job page sends it as null. */
type Dated = Pick<JobCardPayload, "Created_At" | "Updated_At"> & { First_Posted_At?: number | null };
type Tag = "en-IN" | "hi-IN";

export type CardFreshnessWords = DaysAgoWords & { posted: string; reposted: string };
export type PageFreshnessWords = DaysAgoWords & { postedAt: string; repostedFirst: string; updated: string };

const EN_DAYS: DaysAgoWords = { today: "today", yesterday: "yesterday", daysAgo: "{days} days ago", onDay: "on {day}" };
const EN_CARD: CardFreshnessWords = {
  ...EN_DAYS,
  posted: "Posted {ago} · updated {updated}",
  reposted: "Reposted {ago} · first posted {first} · updated {updated}",
};
const EN_PAGE: PageFreshnessWords = { ...EN_DAYS, postedAt: "Posted at {day}", repostedFirst: "Reposted, first posted {day}", updated: "updated {ago}" };

/** "3 days ago" reads after "Posted"; a day past 30 ("on 29 Oct 2026") reads the same. */
export function cardFreshness(job: Dated, now?: Moment, words: CardFreshnessWords = EN_CARD, locale?: Tag): string {
  const ago = formatDaysAgo(job.Created_At, { now, words, locale });
  const updated = formatDaysAgo(job.Updated_At, { now, words, locale });
  const firstPosted = job.First_Posted_At ?? null;
  if (firstPosted === null) return fill(words.posted, { ago, updated });
  return fill(words.reposted, { ago, first: formatDay(firstPosted, { locale }), updated });
}

/**
 * The job page's line: the spec's "Posted at" day, then how long ago (within 30 days), a repost's
 * first day and the update.
 */
export function pageFreshness(job: Dated, now?: Moment, words: PageFreshnessWords = EN_PAGE, locale?: Tag): { postedAt: string; rest: string } {
  const days = (m: Moment) => formatDaysAgo(m, { now, words, locale });
  const ago = days(job.Created_At);
  // Past 30 days the "on …" day would only repeat the posted day.
  const beyondDays = ago === fill(words.onDay, { day: formatDay(job.Created_At, { locale }) });
  const firstPosted = job.First_Posted_At ?? null;
  const first = firstPosted === null ? "" : ` · ${fill(words.repostedFirst, { day: formatDay(firstPosted, { locale }) })}`;
  return {
    postedAt: fill(words.postedAt, { day: formatDay(job.Created_At, { locale }) }),
    rest: `${beyondDays ? "" : ` (${ago})`}${first} · ${fill(words.updated, { ago: days(job.Updated_At) })}`,
  };
}
