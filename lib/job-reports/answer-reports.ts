// An employer answers the reports of one of its jobs (partner POST /jobs/{jobId}/report-responses).
// The answer settles every report that waited for one; a job hidden by reports is back in search;
// each reporter reads the answer in their notifications. Reports made after it count afresh.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { notifyReporters } from "./notify-reporters";
import { lockJob } from "./report-job";

export async function answerJobReports(options: { companyId: string; jobId: string; message: string }) {
  return db().$transaction(
    async (tx) => {
      const job = await lockJob(tx, { id: options.jobId, companyId: options.companyId });
      if (!job) throw new AppError("NOT_FOUND", "Job not found");
      const open = await tx.jobReport.findMany({ where: { jobId: job.id, responseId: null }, select: { id: true } });
      if (open.length === 0) throw new AppError("NO_OPEN_REPORTS", "No report of this job waits for an answer");
      const response = await tx.jobReportResponse.create({
        data: { jobId: job.id, message: options.message },
        select: { id: true, jobId: true, message: true, createdAt: true },
      });
      const reopens = job.status === "HELD" && job.heldReason === "REPORTED";
      if (reopens) await tx.job.update({ where: { id: job.id }, data: { status: "OPEN", heldReason: null, heldAt: null } });
      const reportIds = open.map((r) => r.id);
      const outcome = reopens ? "reopened" : job.status === "CLOSED" ? "closed" : null;
      await notifyReporters(tx, { jobId: job.id, reportIds, about: { about: "answered", job: job.title, message: options.message, outcome } });
      await tx.jobReport.updateMany({ where: { id: { in: reportIds } }, data: { responseId: response.id } });
      return {
        ...response,
        createdAt: response.createdAt.toISOString(),
        answeredReports: reportIds.length,
        jobStatus: (reopens ? "OPEN" : job.status) as "OPEN" | "CLOSED" | "HELD",
      };
    },
    { maxWait: 30_000, timeout: 15_000 },
  );
}
