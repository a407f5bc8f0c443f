// Erases a candidate: every stored file their rows point at, then every row that names them
// (the database's cascades follow Candidate's foreign keys), keeping only what the law makes us
// keep of payments, without the person. Queued tasks and outbox messages that still carry their
// address, number or id go last. Safe to run twice: a second run finds nothing.
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { queueDeliveries, recordPartnerEvent } from "@/lib/webhooks/emit-event";
import { deleteOutboxEntriesNaming } from "@/lib/mail/outbox";
import { scrubTasksNaming } from "@/lib/queue/scrub-tasks";
import { storage } from "@/lib/storage";
import { removeUploadsOf } from "@/lib/uploads/resumable";
import { candidateFileKeys } from "./candidate-data";

export async function eraseCandidate(options: { candidateId: string }): Promise<{ files: number; erased: boolean }> {
  const { candidateId } = options;
  const candidate = await db().candidate.findUnique({ where: { id: candidateId }, select: { id: true, email: true, mobile: true } });
  if (!candidate) return { files: 0, erased: false };

  // Files first: if we stop halfway, the rows still point at what is left and a rerun finishes it.
  const keys = await candidateFileKeys(candidateId);
  for (const key of keys) await storage().delete(key);
  // Answer bytes still waiting on this server to be used (an interview link's are gone within 48 hours).
  await removeUploadsOf(candidateId);

  const deliveries: string[] = [];
  const removed = await db().$transaction(async (tx) => {
    // Each employer hears that the person behind its applications is gone (by application id only).
    const applications = await tx.application.findMany({ where: { candidateId }, select: { id: true, job: { select: { companyId: true } } } });
    for (const application of applications) {
      const ids = await recordPartnerEvent({ tx, companyId: application.job.companyId, type: "candidate.erased", data: { applicationId: application.id } });
      deliveries.push(...ids);
    }
    const orders = await tx.paymentOrder.findMany({ where: { candidateId } });
    if (orders.length > 0) {
      await tx.retainedPaymentRecord.createMany({
        skipDuplicates: true,
        data: orders.map((o) => ({
          id: o.id,
          provider: o.provider,
          providerOrderId: o.providerOrderId,
          providerPaymentId: o.providerPaymentId,
          planId: o.planId,
          amountPaise: o.amountPaise,
          discountPaise: o.discountPaise,
          currency: o.currency,
          status: o.status,
          createdAt: o.createdAt,
          paidAt: o.paidAt,
        })),
      });
    }
    // Rows that name the person by address rather than by key.
    await tx.otpChallenge.deleteMany({ where: { target: candidate.email } });
    // Limits are counted per address and per candidate ("coupon:candidate:<id>").
    await tx.rateLimitBucket.deleteMany({ where: { OR: [{ key: { contains: candidate.email } }, { key: { contains: candidateId } }] } });
    await tx.contactMessage.deleteMany({ where: { email: candidate.email } });
    // deleteMany: a run that raced this one may have deleted the row already.
    return (await tx.candidate.deleteMany({ where: { id: candidateId } })).count;
  });
  if (removed === 0) return { files: keys.length, erased: false };
  await queueDeliveries(deliveries);
  const names = [candidate.id, candidate.email, ...(candidate.mobile ? [candidate.mobile] : [])];
  const tasks = await scrubTasksNaming(names);
  const outbox = await deleteOutboxEntriesNaming(names);
  logger().info({ files: keys.length, tasks, outbox }, "candidate erased");
  return { files: keys.length, erased: true };
}
