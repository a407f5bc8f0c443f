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
