// The candidate's applications, newest first, as job payloads (each with its newest timeline event),
// with the count of each tab.
import type { ApplicationStatus } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { loadAppliedJobPayloads } from "@/lib/jobs/load-job-payloads";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { APPLICATION_TAB_NAMES, tabOf, type TabCounts } from "./status";

export type ApplicationsList = { jobs: JobCardPayload[]; total: number; counts: TabCounts };

/** `locale`: the language of each card's newest event (English, as the API says it, by default). */
export async function listApplications(options: { candidateId: string; take?: number; locale?: Locale }): Promise<ApplicationsList> {
  const { candidateId } = options;
  const [jobs, grouped] = await Promise.all([
    loadAppliedJobPayloads({ candidateId, take: options.take, locale: options.locale }),
    // With every application read, the counts come from them; a shortened list needs its own count.
    options.take === undefined ? null : db().application.groupBy({ by: ["status"], where: { candidateId }, _count: { _all: true } }),
  ]);
  const byStatus = grouped ?? countByStatus(jobs.flatMap((job) => job.candidateApplied.map((a) => a.statusCode)));
  const counts = Object.fromEntries(APPLICATION_TAB_NAMES.map((t) => [t, 0])) as TabCounts;
  let total = 0;
  for (const row of byStatus) {
    const tab = tabOf(row.status);
    if (!tab) continue; // withdrawn: on the job page, in no tab or count
    counts[tab] += row._count._all;
    total += row._count._all;
  }
  return { jobs, total, counts };
}

function countByStatus(statuses: ApplicationStatus[]): { status: ApplicationStatus; _count: { _all: number } }[] {
  const counts = new Map<ApplicationStatus, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => ({ status, _count: { _all: n } }));
}
