// Candidates who reported a job hear when it closes (lib/job-reports has the reports themselves;
// this lives beside the closes that call it, so lib/jobs needs nothing of lib/job-reports).
import type { Tx } from "@/lib/db/client";
import { notificationOf } from "@/lib/notifications/notification-text";

/**
 * Tells each candidate who reported any of `jobs` (answered or not) that it closed, once: called in
 * the transaction that closed them, only for the jobs that statement moved to CLOSED, so two
 * closes at once (the employer's and the hourly task's, or two of the employer's) tell each once.
 * Each reporter reads only of their own report: nothing names the others.
 */
export async function notifyReportersOfClose(tx: Tx, jobs: { id: string; title: string }[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const titles = new Map(jobs.map((job) => [job.id, job.title]));
  const reports = await tx.jobReport.findMany({ where: { jobId: { in: [...titles.keys()] } }, select: { jobId: true, candidateId: true } });
  if (reports.length === 0) return 0;
  const { count } = await tx.notification.createMany({
    data: reports.map((r) => ({
      candidateId: r.candidateId,
      ...notificationOf("job_report", { about: "closed", job: titles.get(r.jobId) ?? "" }),
      link: `/jobs/${r.jobId}`,
    })),
  });
  return count;
}
