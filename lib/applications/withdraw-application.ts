// A candidate withdraws an application that is not yet decided. It leaves the applications tabs and
// their counts, stays on the job page and in the data export as Withdrawn, and the employer hears of
// it (`application.withdrawn`). Applying again while the job is open brings the same one back
// (apply-to-job.ts). Withdrawing twice changes nothing.
import type { ApplicationStatus } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { findJobId } from "@/lib/jobs/get-job";
import { candidateApplicationSelect, type CandidateApplicationRow } from "@/lib/application-view/application-payload";
import { DECIDED_STATUSES } from "@/lib/application-view/status-labels";
import { queueDeliveries, recordPartnerEvent } from "@/lib/webhooks/emit-event";
import { JOB_NOT_FOUND_MESSAGE } from "./apply-to-job";

export const NOT_APPLIED_MESSAGE = "You have not applied for this job";
export const DECIDED_MESSAGE = "This application is already decided and can no longer be withdrawn";

export async function withdrawApplication(options: {
  candidateId: string;
  jobRef: string;
}): Promise<{ application: CandidateApplicationRow; changed: boolean }> {
  const job = await findJobId(options.jobRef);
  if (!job) throw new AppError("NOT_FOUND", JOB_NOT_FOUND_MESSAGE);
  const deliveries = await db().$transaction(
    async (tx) => {
      // The row's lock orders a withdrawal against an employer's move or a second click.
      const rows = await tx.$queryRaw<{ id: string; status: string }[]>`
        SELECT id, status::text AS status FROM applications
         WHERE "jobId" = ${job.id}::uuid AND "candidateId" = ${options.candidateId}::uuid
         FOR UPDATE`;
      const application = rows[0];
      if (!application) throw new AppError("NOT_FOUND", NOT_APPLIED_MESSAGE);
      if (application.status === "WITHDRAWN") return null;
      if ((DECIDED_STATUSES as readonly string[]).includes(application.status)) throw new AppError("APPLICATION_DECIDED", DECIDED_MESSAGE);
      await tx.application.update({ where: { id: application.id }, data: { status: "WITHDRAWN" } });
      await tx.applicationStatusChange.create({
        data: { applicationId: application.id, fromStatus: application.status as ApplicationStatus, toStatus: "WITHDRAWN", actor: "candidate" },
      });
      const { companyId } = await tx.job.update({ where: { id: job.id }, data: { applicantCount: { decrement: 1 } }, select: { companyId: true } });
      return recordPartnerEvent({ tx, companyId, type: "application.withdrawn", data: { applicationId: application.id, jobId: job.id } });
    },
    { maxWait: 15_000 },
  );
  if (deliveries) await queueDeliveries(deliveries);
  const application = await db().application.findUniqueOrThrow({
    where: { jobId_candidateId: { jobId: job.id, candidateId: options.candidateId } },
    select: candidateApplicationSelect,
  });
  return { application, changed: deliveries !== null };
}
