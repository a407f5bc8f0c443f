// Tells every candidate whose report of a job waits for an answer what became of it, in their
// notifications (the bell), inside the transaction that changed it.
import type { Tx } from "@/lib/db/client";
import { notificationOf, type NotificationParams } from "@/lib/notifications/notification-text";

/** `about`: the values of the `job_report` notification ("hidden", or "answered" with the employer's message and the outcome). */
export async function notifyReporters(tx: Tx, options: { jobId: string; about: NotificationParams; reportIds?: string[] }): Promise<number> {
  const reports = await tx.jobReport.findMany({
    where: options.reportIds ? { id: { in: options.reportIds } } : { jobId: options.jobId, responseId: null },
    select: { candidateId: true },
  });
  if (reports.length === 0) return 0;
  const notification = notificationOf("job_report", options.about);
  const { count } = await tx.notification.createMany({
    data: reports.map((r) => ({ candidateId: r.candidateId, ...notification, link: `/jobs/${options.jobId}` })),
  });
  return count;
}
