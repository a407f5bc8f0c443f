// A candidate reports a job, once per job. Reports from REPORTS_TO_HOLD different candidates that
// the employer has not answered yet hide the job from search (HELD, REPORTED) until it answers
// (answer-reports.ts); the reporters are told in their notifications. The employer hears of each
// report (`job.reported`) with its reason, never with who sent it.
import { db, type Db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { findJobId } from "@/lib/jobs/get-job";
import { queueDeliveries, recordPartnerEvent } from "@/lib/webhooks/emit-event";
import { notifyReporters } from "./notify-reporters";
import { ALREADY_REPORTED_MESSAGE, REPORT_CLOSED_JOB_MESSAGE, REPORTS_TO_HOLD, type JobReportReasonCode } from "./report-rules";

export type ReportJobResult = { report: { id: string; reason: JobReportReasonCode; createdAt: Date }; hidden: boolean };

type LockedJob = { id: string; companyId: string; title: string; status: string; heldReason: string | null };

/** Reads the job under a row lock: reports of one job are counted one after another. */
export async function lockJob(tx: Tx, where: { id: string; companyId?: string }): Promise<LockedJob | null> {
  const rows = await tx.$queryRaw<LockedJob[]>`
    SELECT id, "companyId", title, status::text AS status, "heldReason"::text AS "heldReason"
      FROM jobs
     WHERE id = ${where.id}::uuid AND (${where.companyId ?? null}::uuid IS NULL OR "companyId" = ${where.companyId ?? null}::uuid)
       FOR UPDATE`;
  return rows[0] ?? null;
}

/** Reports of the job that wait for the employer's answer. */
export function countOpenReports(jobId: string, client: Db | Tx = db()): Promise<number> {
  return client.jobReport.count({ where: { jobId, responseId: null } });
}

export async function reportJob(options: { candidateId: string; jobRef: string; reason: JobReportReasonCode; note: string | null }): Promise<ReportJobResult> {
  const found = await findJobId(options.jobRef);
  if (!found) throw new AppError("NOT_FOUND", "Job not found");
  const { result, deliveries } = await db().$transaction(
    async (tx) => {
      const job = await lockJob(tx, { id: found.id });
      if (!job) throw new AppError("NOT_FOUND", "Job not found");
      if (job.status === "CLOSED") throw new AppError("JOB_CLOSED", REPORT_CLOSED_JOB_MESSAGE);
      const earlier = await tx.jobReport.findUnique({
        where: { jobId_candidateId: { jobId: job.id, candidateId: options.candidateId } },
        select: { id: true },
      });
      if (earlier) throw new AppError("JOB_ALREADY_REPORTED", ALREADY_REPORTED_MESSAGE);
      const report = await tx.jobReport.create({
        data: { jobId: job.id, candidateId: options.candidateId, reason: options.reason, note: options.note },
        select: { id: true, reason: true, createdAt: true },
      });
      const open = await countOpenReports(job.id, tx);
      // Only an open job is hidden: one held for another reason stays out of search anyway.
      const hides = job.status === "OPEN" && open >= REPORTS_TO_HOLD;
      if (hides) {
        await tx.job.update({ where: { id: job.id }, data: { status: "HELD", heldReason: "REPORTED", heldAt: new Date() } });
        await notifyReporters(tx, { jobId: job.id, about: { about: "hidden", job: job.title } });
      }
      const hidden = hides || (job.status === "HELD" && job.heldReason === "REPORTED");
      const deliveries = await recordPartnerEvent({
        tx,
        companyId: job.companyId,
        type: "job.reported",
        data: { jobId: job.id, reportId: report.id, reason: report.reason, openReports: open, hidden },
      });
      return { result: { report, hidden }, deliveries };
    },
    { maxWait: 30_000, timeout: 15_000 },
  );
  await queueDeliveries(deliveries);
  return result;
}
