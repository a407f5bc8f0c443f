// A candidate applies to a job: exactly one application per candidate and job, however many
// requests arrive at once (the unique index decides; the loser of a race reads the winner's row).
import { queueDeliveries, recordPartnerEvent } from "@/lib/webhooks/emit-event";
import { env } from "@/lib/env";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { findJobId } from "@/lib/jobs/get-job";
import { candidateApplicationSelect, type CandidateApplicationRow } from "@/lib/application-view/application-payload";
import { logger } from "@/lib/log";
import { renderEmail } from "@/lib/mail";
import { mailLocale, mailText } from "@/lib/i18n/mail-text";
import { sendMailLater } from "@/lib/queue";
import { UPLOAD_RESUME_FIRST_MESSAGE } from "./schema";

export const JOB_CLOSED_MESSAGE = "This job is closed and no longer accepts applications";
export const JOB_NOT_FOUND_MESSAGE = "Job not found";

export type ApplyResult = { application: CandidateApplicationRow; created: boolean };

/** A new application's id, and the employer's webhook deliveries to queue once it is committed. */
export type InsertedApplication = { id: string; deliveries: string[] };

/**
 * Inserts the application inside `tx` when the job is open and the candidate has a CV (an employer
 * never receives an application without one); returns the new application, or null.
 */
export async function insertApplication(tx: Tx, options: { jobId: string; candidateId: string; source: string }): Promise<InsertedApplication | null> {
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO applications (id, "jobId", "candidateId", status, source, "appliedAt", "updatedAt")
    SELECT gen_random_uuid(), j.id, ${options.candidateId}::uuid, 'APPLIED', ${options.source}, now(), now()
      FROM jobs j JOIN candidates c ON c.id = ${options.candidateId}::uuid AND c."resumeKey" IS NOT NULL
     WHERE j.id = ${options.jobId}::uuid AND j.status = 'OPEN'
    ON CONFLICT ("jobId", "candidateId") DO NOTHING
    RETURNING id`;
  const id = inserted[0]?.id;
  if (!id) return reviveWithdrawn(tx, options);
  await tx.applicationStatusChange.create({
    data: { applicationId: id, fromStatus: null, toStatus: "APPLIED", actor: "candidate" },
  });
  const { companyId } = await tx.job.update({
    where: { id: options.jobId },
    data: { applicantCount: { increment: 1 } },
    select: { companyId: true },
  });
  const deliveries = await recordPartnerEvent({ tx, companyId, type: "application.created", data: { applicationId: id, jobId: options.jobId } });
  return { id, deliveries };
}

/**
 * Applying again after withdrawing brings the same application back (one per job and candidate),
 * Applied once more, its timeline keeping the withdrawal; only while the job is open and the
 * candidate has a CV. The row's lock decides between two clicks: one revives it, the other finds
 * it Applied.
 */
async function reviveWithdrawn(tx: Tx, options: { jobId: string; candidateId: string }): Promise<InsertedApplication | null> {
  const revived = await tx.$queryRaw<{ id: string }[]>`
    UPDATE applications a SET status = 'APPLIED', "updatedAt" = now()
      FROM jobs j, candidates c
     WHERE a."jobId" = ${options.jobId}::uuid AND a."candidateId" = ${options.candidateId}::uuid AND a.status = 'WITHDRAWN'
       AND j.id = a."jobId" AND j.status = 'OPEN' AND c.id = a."candidateId" AND c."resumeKey" IS NOT NULL
    RETURNING a.id`;
  const id = revived[0]?.id;
  if (!id) return null;
  await tx.applicationStatusChange.create({ data: { applicationId: id, fromStatus: "WITHDRAWN", toStatus: "APPLIED", actor: "candidate" } });
  const { companyId } = await tx.job.update({ where: { id: options.jobId }, data: { applicantCount: { increment: 1 } }, select: { companyId: true } });
  const deliveries = await recordPartnerEvent({ tx, companyId, type: "application.created", data: { applicationId: id, jobId: options.jobId } });
  return { id, deliveries };
}

async function mailConfirmation(candidateId: string, jobId: string) {
  const [candidate, job] = await Promise.all([
    db().candidate.findUnique({ where: { id: candidateId }, select: { email: true, firstName: true, language: true } }),
    db().job.findUnique({ where: { id: jobId }, select: { title: true, company: { select: { name: true } } } }),
  ]);
  if (!candidate || !job) return;
  const mail = mailText(mailLocale(candidate.language));
  const { html, text } = renderEmail({
    lang: mail.locale,
    title: mail.say("appliedTitle"),
    intro: mail.say("appliedIntro", { greeting: mail.greeting(candidate.firstName), job: job.title, company: job.company.name }),
    action: { label: mail.say("appliedAction"), href: `${env().appUrl}/jobs` },
    outro: mail.say("appliedOutro"),
  });
  await sendMailLater({ to: candidate.email, subject: mail.say("appliedSubject", { job: job.title }), html, text });
}

export async function applyToJob(options: { candidateId: string; jobRef: string; source?: string }): Promise<ApplyResult> {
  const job = await findJobId(options.jobRef);
  if (!job) throw new AppError("NOT_FOUND", JOB_NOT_FOUND_MESSAGE);
  const where = { jobId_candidateId: { jobId: job.id, candidateId: options.candidateId } };
  // A burst of clicks queues for the pool rather than failing after the default 2 s.
  const inserted = await db().$transaction(
    (tx) => insertApplication(tx, { jobId: job.id, candidateId: options.candidateId, source: options.source ?? "web" }),
    { maxWait: 15_000 },
  );
  if (inserted) await queueDeliveries(inserted.deliveries);
  const application = await db().application.findUnique({ where, select: candidateApplicationSelect });
  if (!application || (!inserted && application.status === "WITHDRAWN")) {
    // Nothing was inserted or brought back: the job is closed, or the candidate has no CV to send.
    const candidate = await db().candidate.findUnique({ where: { id: options.candidateId }, select: { resumeKey: true } });
    if (!candidate?.resumeKey) throw new AppError("RESUME_REQUIRED", UPLOAD_RESUME_FIRST_MESSAGE);
    throw new AppError("JOB_CLOSED", JOB_CLOSED_MESSAGE);
  }
  if (inserted) {
    // The application stands even if the confirmation cannot be queued right now.
    await mailConfirmation(options.candidateId, job.id).catch((error: unknown) =>
      logger().error({ err: error }, "could not queue the application confirmation"),
    );
  }
  return { application, created: inserted !== null };
}
