// The follow-up nudge: a candidate's applications that have had no answer for longer than their
// employer usually takes (answer-rules.ts), longest wait first. Only the dashboard reads them; nothing
// is sent to the employer (the candidate may follow up themselves).
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { ANSWER_MIN_APPLICATIONS, ANSWER_STATUSES, usualAnswerDays, waitedLongerThanUsual } from "./answer-rules";

const DAY_MS = 86_400_000;
/** The dashboard names at most this many. */
export const OVERDUE_SHOWN = 3;

export type OverdueApplication = {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  /** Where the candidate may write to the employer, when it gave an address. */
  contactEmail: string | null;
  /** Whole days since applying. */
  waitedDays: number;
  /** The days the employer usually takes, as its jobs show them. */
  usualDays: number;
};

type Row = {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  contactEmail: string | null;
  appliedAt: Date;
  answerApplications: number;
  answeredApplications: number;
  answerMedianDays: number | null;
};

export async function listOverdueApplications(options: { candidateId: string; now?: Date }): Promise<OverdueApplication[]> {
  const now = options.now ?? new Date();
  const statuses = Prisma.join(ANSWER_STATUSES.map((status) => Prisma.sql`${status}::"ApplicationStatus"`));
  // Waiting: Applied now and never answered (a withdrawal and a new application are the candidate's own moves).
  const rows = await db().$queryRaw<Row[]>`
    SELECT a.id AS "applicationId", j.id AS "jobId", j.title AS "jobTitle", co.name AS "companyName", co."contactEmail",
           a."appliedAt", co."answerApplications", co."answeredApplications", co."answerMedianDays"
      FROM applications a
      JOIN jobs j ON j.id = a."jobId"
      JOIN companies co ON co.id = j."companyId"
     WHERE a."candidateId" = ${options.candidateId}::uuid AND a.status = 'APPLIED'
       AND co."answerApplications" >= ${ANSWER_MIN_APPLICATIONS} AND co."answeredApplications" > 0
       AND NOT EXISTS (SELECT 1 FROM application_status_changes h WHERE h."applicationId" = a.id AND h."toStatus" IN (${statuses}))
       AND NOT EXISTS (SELECT 1 FROM application_feedback f WHERE f."applicationId" = a.id)
       AND NOT EXISTS (SELECT 1 FROM interviews v WHERE v."applicationId" = a.id)
     ORDER BY a."appliedAt" ASC, a.id
     LIMIT 50`;
  return rows
    .map((row) => ({ row, waitedDays: Math.floor((now.getTime() - row.appliedAt.getTime()) / DAY_MS) }))
    .filter(({ row, waitedDays }) => waitedLongerThanUsual(row, waitedDays))
    .slice(0, OVERDUE_SHOWN)
    .map(({ row, waitedDays }) => ({
      applicationId: row.applicationId,
      jobId: row.jobId,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      contactEmail: row.contactEmail,
      waitedDays,
      usualDays: usualAnswerDays(row)!,
    }));
}
