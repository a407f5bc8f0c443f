// POST /api/jobs/report – { jobId, reason, note? }: the signed-in candidate reports a job, once → 201 { message, report }
import { route } from "@/lib/http/route";
import { reportJob } from "@/lib/job-reports/report-job";
import { REPORT_SENT_MESSAGE, REPORT_SIGN_IN_MESSAGE, TOO_MANY_REPORTS_MESSAGE } from "@/lib/job-reports/report-rules";
import { ZReportJob } from "@/lib/job-reports/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "candidate",
    body: ZReportJob,
    status: 201,
    unauthorized: REPORT_SIGN_IN_MESSAGE,
    limit: ({ candidate }) => [{ key: `job-report:${candidate.id}`, rule: RATE_LIMITS.jobReportPerCandidate, message: TOO_MANY_REPORTS_MESSAGE }],
  },
  async ({ candidate, body }) => {
    const { report, hidden } = await reportJob({ candidateId: candidate.id, jobRef: body.jobId, reason: body.reason, note: body.note });
    return { message: REPORT_SENT_MESSAGE, report: { reason: report.reason, createdAt: report.createdAt.toISOString() }, hidden };
  },
);
