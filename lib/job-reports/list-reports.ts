// An employer reads the reports of one of its jobs (partner GET /jobs/{jobId}/reports): how many,
// for which reasons, which still wait for an answer. Never who reported, nor the reporter's note:
// a note may name or identify them, and the employer answers the reports, not the people.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { JOB_REPORT_REASONS, JOB_REPORTS_LISTED, type JobReportReasonCode } from "./report-rules";

export async function listJobReports(options: { companyId: string; jobId: string }) {
  const job = await db().job.findFirst({ where: { id: options.jobId, companyId: options.companyId }, select: { id: true, status: true, heldReason: true } });
  if (!job) throw new AppError("NOT_FOUND", "Job not found");
  const [groups, newest] = await Promise.all([
    db().jobReport.groupBy({ by: ["reason", "responseId"], where: { jobId: job.id }, _count: { _all: true }, orderBy: { reason: "asc" } }),
    db().jobReport.findMany({
      where: { jobId: job.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: JOB_REPORTS_LISTED,
      select: { reason: true, createdAt: true, response: { select: { createdAt: true } } },
    }),
  ]);
  const byReason = Object.fromEntries(JOB_REPORT_REASONS.map((reason) => [reason, 0])) as Record<JobReportReasonCode, number>;
  let waiting = 0;
  for (const group of groups) {
    byReason[group.reason] += group._count._all;
    if (group.responseId === null) waiting += group._count._all;
  }
  return {
    jobId: job.id,
    total: Object.values(byReason).reduce((a, b) => a + b, 0),
    waiting,
    hidden: job.status === "HELD" && job.heldReason === "REPORTED",
    byReason,
    reports: newest.map((r) => ({
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      answered: r.response !== null,
      answeredAt: r.response?.createdAt.toISOString() ?? null,
    })),
  };
}
