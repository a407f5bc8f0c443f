// What the job page shows a candidate about reporting it: whether they did, and whether reports
// keep the job out of search for now.
import { db } from "@/lib/db/client";

export type JobReportState = { reportedAt: Date | null; answered: boolean; hiddenByReports: boolean };

export async function getJobReportState(options: { jobId: string; candidateId: string | null }): Promise<JobReportState> {
  const [mine, job] = await Promise.all([
    options.candidateId
      ? db().jobReport.findUnique({
          where: { jobId_candidateId: { jobId: options.jobId, candidateId: options.candidateId } },
          select: { createdAt: true, responseId: true },
        })
      : null,
    db().job.findUnique({ where: { id: options.jobId }, select: { status: true, heldReason: true } }),
  ]);
  return {
    reportedAt: mine?.createdAt ?? null,
    answered: Boolean(mine?.responseId),
    hiddenByReports: job?.status === "HELD" && job.heldReason === "REPORTED",
  };
}
