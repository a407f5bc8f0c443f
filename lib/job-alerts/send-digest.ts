// One candidate's daily job alert: for each saved search, the open jobs that match it (found by
// the same search as /discover, in its order) and were posted since the search was last checked.
// At most one e-mail per candidate and UTC day (a unique row claims the day); nothing new, no mail.
import { randomUUID } from "node:crypto";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { JOB_ALERT_SCAN_LIMIT } from "./alert-limits";
import { POSTED_WITHIN_DAYS } from "@/lib/jobs/search-rules";
import { db } from "@/lib/db/client";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { searchJobs } from "@/lib/jobs/search-jobs";
import { sendMail, type MailMessage } from "@/lib/mail";
import { generateSecretToken } from "@/lib/otp/code";
import { searchParamsOf } from "./describe-search";
import { jobAlertEmail, unsubscribePaths, type DigestSection } from "./digest-email";
import { hashUnsubscribeToken } from "./unsubscribe";

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_WINDOW_DAYS = Math.max(...POSTED_WITHIN_DAYS);

export type DigestOutcome = { sent: true; digestId: string; jobCount: number } | { sent: false; reason: "not-eligible" | "already-sent" | "nothing-new" };

/** The UTC calendar day of a moment, as PostgreSQL's DATE reads it. */
export function utcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** Jobs matching one saved search posted in (since, until], best ranked first, not yet applied to. */
async function newMatches(options: { candidateId: string; query: string; since: Date; until: Date }): Promise<JobCardPayload[]> {
  const { since, until } = options;
  if (since >= until) return [];
  const params = searchParamsOf(options.query);
  // The posted filter narrows the search to whole days; the exact window is applied below.
  const windowDays = Math.min(MAX_WINDOW_DAYS, Math.ceil((until.getTime() - since.getTime()) / DAY_MS) + 1);
  const result = await searchJobs({
    params: { ...params, posted: Math.min(params.posted ?? windowDays, windowDays), page: 1 },
    candidateId: options.candidateId,
    pageSize: JOB_ALERT_SCAN_LIMIT,
  });
  const candidates = result.jobs.filter((job) => job.candidateApplied.length === 0);
  if (candidates.length === 0) return [];
  const fresh = await db().job.findMany({
    where: { id: { in: candidates.map((j) => j.Job_Id) }, createdAt: { gt: since, lte: until } },
    select: { id: true },
  });
  const ids = new Set(fresh.map((j) => j.id));
  return candidates.filter((job) => ids.has(job.Job_Id));
}

export async function sendJobAlertDigest(options: {
  candidateId: string;
  now?: Date;
  deliver?: (message: MailMessage) => Promise<void>;
}): Promise<DigestOutcome> {
  const now = options.now ?? new Date();
  const deliver = options.deliver ?? sendMail;
  const { candidateId } = options;
  const candidate = await db().candidate.findUnique({
    where: { id: candidateId },
    select: {
      email: true,
      firstName: true,
      language: true,
      accountDeletion: { select: { candidateId: true } },
      emailPreference: { select: { jobAlerts: true } },
      savedSearches: { select: { id: true, query: true, checkedUntil: true }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!candidate || candidate.accountDeletion || candidate.emailPreference?.jobAlerts === false || candidate.savedSearches.length === 0) {
    return { sent: false, reason: "not-eligible" };
  }
  const day = utcDay(now);
  const today = await db().jobAlertDigest.findUnique({ where: { candidateId_day: { candidateId, day } }, select: { id: true } });
  if (today) return { sent: false, reason: "already-sent" };

  const sections: DigestSection[] = [];
  const listed = new Set<string>();
  for (const search of candidate.savedSearches) {
    const matches = await newMatches({ candidateId, query: search.query, since: search.checkedUntil, until: now });
    // A job two searches find is listed once, under the first.
    const jobs = matches.filter((job) => !listed.has(job.Job_Id));
    jobs.forEach((job) => listed.add(job.Job_Id));
    if (jobs.length) sections.push({ params: searchParamsOf(search.query), jobs });
  }
  const searchIds = candidate.savedSearches.map((s) => s.id);
  const markChecked = { where: { id: { in: searchIds }, checkedUntil: { lt: now } }, data: { checkedUntil: now } };
  if (sections.length === 0) {
    await db().savedSearch.updateMany(markChecked);
    return { sent: false, reason: "nothing-new" };
  }

  const digestId = randomUUID();
  const token = generateSecretToken();
  const message = jobAlertEmail({
    to: candidate.email,
    firstName: candidate.firstName,
    language: candidate.language,
    sections,
    unsubscribe: unsubscribePaths(digestId, token),
  });
  try {
    // The mail goes out inside the transaction: if sending fails, the day is not claimed and the
    // searches are not marked, so the job's retry sends it; a second worker waits on the unique
    // day row and then finds it taken.
    await db().$transaction(
      async (tx) => {
        await tx.jobAlertDigest.create({
          data: { id: digestId, candidateId, day, jobCount: listed.size, tokenHash: hashUnsubscribeToken(digestId, token) },
        });
        await tx.savedSearch.updateMany(markChecked);
        await deliver(message);
      },
      { timeout: 60_000, maxWait: 10_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { sent: false, reason: "already-sent" };
    throw error;
  }
  return { sent: true, digestId, jobCount: listed.size };
}
