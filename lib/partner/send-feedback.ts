// An employer writes to the candidate about an application, optionally moving it as PATCH does.
// The application's row lock orders every send for it: the limit counts exactly under a burst, and
// the same message sent again soon (a double click, a retried request) is the feedback already sent.
import type { ApplicationStatus } from "@/generated/prisma/client";
import { changeApplicationStatus } from "@/lib/applications/change-application-status";
import { feedbackNotification } from "@/lib/applications/feedback-messages";
import { PARTNER_FEEDBACK_PER_APPLICATION, PARTNER_FEEDBACK_REPEAT_SECONDS } from "./partner-limits";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { createNotification } from "@/lib/notifications/create-notification";
import { sendTask } from "@/lib/queue";
import type { Partner } from "./api-keys";
import type { TPartnerFeedback } from "./schema";

export const FEEDBACK_LIMIT_MESSAGE = `At most ${PARTNER_FEEDBACK_PER_APPLICATION} feedback messages can be sent for one application`;

export type SentFeedback = { feedbackId: string; createdAt: string; created: boolean };

type Locked = { candidateId: string; jobId: string; jobTitle: string; companyName: string };

/** The application, locked, if it is the company's and its candidate's account is open. */
async function lockApplication(tx: Tx, companyId: string, applicationId: string): Promise<Locked | undefined> {
  const [row] = await tx.$queryRaw<Locked[]>`
    SELECT a."candidateId", a."jobId", j.title AS "jobTitle", co.name AS "companyName"
      FROM applications a JOIN jobs j ON j.id = a."jobId" JOIN companies co ON co.id = j."companyId"
     WHERE a.id = ${applicationId}::uuid AND j."companyId" = ${companyId}::uuid
       AND NOT EXISTS (SELECT 1 FROM account_deletions d WHERE d."candidateId" = a."candidateId")
       FOR UPDATE OF a`;
  return row;
}

export async function sendApplicationFeedback(options: { partner: Partner; applicationId: string; input: TPartnerFeedback }): Promise<SentFeedback> {
  const { partner, applicationId } = options;
  const { message } = options.input;
  const toStatus: ApplicationStatus | null = options.input.status ?? null;
  const result = await db().$transaction(async (tx) => {
    const application = await lockApplication(tx, partner.companyId, applicationId);
    if (!application) throw new AppError("NOT_FOUND", "Application not found");
    const sent = await tx.applicationFeedback.findMany({
      where: { applicationId, companyId: partner.companyId },
      select: { id: true, message: true, toStatus: true, createdAt: true },
      orderBy: { createdAt: "desc" },
    });
    const since = Date.now() - PARTNER_FEEDBACK_REPEAT_SECONDS * 1000;
    const repeat = sent.find((f) => f.message === message && f.toStatus === toStatus && f.createdAt.getTime() >= since);
    if (repeat) return { feedbackId: repeat.id, createdAt: repeat.createdAt, created: false };
    if (sent.length >= PARTNER_FEEDBACK_PER_APPLICATION) throw new AppError("FEEDBACK_LIMIT_REACHED", FEEDBACK_LIMIT_MESSAGE);

    // The move follows PATCH's rules (409 when it is not allowed), and this message is its announcement.
    if (toStatus) {
      await changeApplicationStatus({ companyId: partner.companyId, applicationId, to: toStatus, actor: `partner-key:${partner.keyId}`, tx });
    }
    const feedback = await tx.applicationFeedback.create({
      data: { applicationId, companyId: partner.companyId, apiKeyId: partner.keyId, message, toStatus },
      select: { id: true, createdAt: true },
    });
    await createNotification(
      {
        candidateId: application.candidateId,
        ...feedbackNotification({ company: application.companyName, job: application.jobTitle, message, toStatus }),
        link: `/jobs/${application.jobId}`,
      },
      tx,
    );
    return { feedbackId: feedback.id, createdAt: feedback.createdAt, created: true };
  });
  if (result.created) {
    await sendTask("applications.feedback-email", { feedbackId: result.feedbackId }).catch((error: unknown) =>
      logger().error({ err: error, feedbackId: result.feedbackId }, "could not queue the feedback e-mail"),
    );
  }
  return { feedbackId: result.feedbackId, createdAt: result.createdAt.toISOString(), created: result.created };
}
