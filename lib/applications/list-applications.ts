// The candidate's applications, newest first, as job payloads, with the count of each tab.
import { db } from "@/lib/db/client";
import { loadJobPayloads } from "@/lib/jobs/load-job-payloads";
import type { JobCardPayload } from "@/lib/jobs/job-payload";
import { APPLICATION_TAB_NAMES, tabOf, type TabCounts } from "./status";

export type ApplicationsList = { jobs: JobCardPayload[]; total: number; counts: TabCounts };

export async function listApplications(options: { candidateId: string; take?: number }): Promise<ApplicationsList> {
  const { candidateId } = options;
  const [applications, byStatus] = await Promise.all([
    db().application.findMany({
      where: { candidateId },
      orderBy: [{ appliedAt: "desc" }, { id: "desc" }],
      select: { jobId: true },
      take: options.take,
    }),
    db().application.groupBy({ by: ["status"], where: { candidateId }, _count: { _all: true } }),
  ]);
  const jobs = await loadJobPayloads({ jobIds: applications.map((a) => a.jobId), candidateId });
  const counts = Object.fromEntries(APPLICATION_TAB_NAMES.map((t) => [t, 0])) as TabCounts;
  let total = 0;
  for (const row of byStatus) {
    counts[tabOf(row.status)] += row._count._all;
    total += row._count._all;
  }
  return { jobs, total, counts };
}
