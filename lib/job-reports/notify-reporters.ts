// Tells every candidate whose report of a job waits for an answer what became of it, in their
// notifications (the bell), inside the transaction that changed it.
import type { Tx } from "@/lib/db/client";

export async function notifyReporters(tx: Tx, options: { jobId: string; title: string; body: string; reportIds?: string[] }): Promise<number> {
  const reports = await tx.jobReport.findMany({
    where: options.reportIds ? { id: { in: options.reportIds } } : { jobId: options.jobId, responseId: null },
    select: { candidateId: true },
  });
  if (reports.length === 0) return 0;
  const { count } = await tx.notification.createMany({
    data: reports.map((r) => ({ candidateId: r.candidateId, kind: "job_report", title: options.title, body: options.body, link: `/jobs/${options.jobId}` })),
  });
  return count;
}

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
      kind: "job_report",
      title: "A job you reported has closed",
      body: `“${titles.get(r.jobId)}” is closed and takes no more applications.`,
      link: `/jobs/${r.jobId}`,
    })),
  });
  return count;
}
