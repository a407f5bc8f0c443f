// An employer moves an application to another hiring status: the move, its history row and the
// candidate's notification commit together; the e-mail follows from a queued job.
import type { ApplicationStatus } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { createNotification } from "@/lib/notifications/create-notification";
import { notificationOf } from "@/lib/notifications/notification-text";
import { sendTask } from "@/lib/queue";
import { canMove, statusLabel } from "./status";

export type StatusChange = {
  applicationId: string;
  fromStatus: ApplicationStatus;
  toStatus: ApplicationStatus;
  changeId: string | null;
  changed: boolean;
};

export async function changeApplicationStatus(options: {
  companyId: string;
  applicationId: string;
  to: ApplicationStatus;
  actor: string;
  /**
   * Tell the candidate (bell and e-mail). Off when the move comes with its own message, such as an
   * interview invitation: one invitation, one e-mail.
   */
  announce?: boolean;
  /** Run inside the caller's transaction (which then answers for the move with its own message: no announcement). */
  tx?: Tx;
}): Promise<StatusChange> {
  const announce = options.tx ? false : (options.announce ?? true);
  const { companyId, applicationId, to } = options;
  const move = async (tx: Tx) => {
    // Scoped to the employer in the query, and locked so two moves cannot interleave.
    const [current] = await tx.$queryRaw<{ status: ApplicationStatus; candidateId: string; jobId: string }[]>`
      SELECT a.status, a."candidateId", a."jobId" FROM applications a JOIN jobs j ON j.id = a."jobId"
       WHERE a.id = ${applicationId}::uuid AND j."companyId" = ${companyId}::uuid
       FOR UPDATE OF a`;
    if (!current) throw new AppError("NOT_FOUND", "Application not found");
    if (current.status === to) return { fromStatus: to, changeId: null };
    if (!canMove(current.status, to)) {
      throw new AppError("STATUS_CHANGE_NOT_ALLOWED", `An application cannot move from ${statusLabel(current.status)} to ${statusLabel(to)}`);
    }
    await tx.application.update({ where: { id: applicationId }, data: { status: to } });
    const change = await tx.applicationStatusChange.create({
      data: { applicationId, fromStatus: current.status, toStatus: to, actor: options.actor },
      select: { id: true },
    });
    if (!announce) return { fromStatus: current.status, changeId: change.id };
    const job = await tx.job.findUniqueOrThrow({
      where: { id: current.jobId },
      select: { title: true, company: { select: { name: true } } },
    });
    await createNotification(
      {
        candidateId: current.candidateId,
        ...notificationOf("application_status", { status: to, job: job.title, company: job.company.name }),
        link: `/jobs/${current.jobId}`,
      },
      tx,
    );
    return { fromStatus: current.status, changeId: change.id };
  };
  const result = options.tx ? await move(options.tx) : await db().$transaction(move);
  if (result.changeId && announce) {
    await sendTask("applications.status-email", { changeId: result.changeId }).catch((error: unknown) =>
      logger().error({ err: error, changeId: result.changeId }, "could not queue the status e-mail"),
    );
  }
  return { applicationId, fromStatus: result.fromStatus, toStatus: to, changeId: result.changeId, changed: result.changeId !== null };
}
