// "applications.feedback-due": once an employer's promised reply after a recorded interview is
// overdue (and no feedback or move came since the interview), its webhooks hear of it once
// (application.feedback_due). The candidate's timeline says so by itself.
import { db } from "@/lib/db/client";
import { queueDeliveries, recordPartnerEvent } from "@/lib/webhooks/emit-event";

export async function announceOverdueReplies(now = new Date()): Promise<number> {
  const due = await db().$queryRaw<{ applicationId: string; companyId: string; dueAt: Date }[]>`
    SELECT a.id AS "applicationId", j."companyId", v."completedAt" + make_interval(days => v."feedbackWithinDays") AS "dueAt"
      FROM applications a
      JOIN jobs j ON j.id = a."jobId"
      JOIN interviews v ON v."applicationId" = a.id
     WHERE a."feedbackDueNotifiedAt" IS NULL
       AND v."completedAt" IS NOT NULL AND v."feedbackWithinDays" IS NOT NULL
       AND v."completedAt" + make_interval(days => v."feedbackWithinDays") < ${now}::timestamp
       AND NOT EXISTS (SELECT 1 FROM application_feedback f WHERE f."applicationId" = a.id AND f."createdAt" >= v."completedAt")
       AND NOT EXISTS (SELECT 1 FROM application_status_changes h
                        WHERE h."applicationId" = a.id AND h."changedAt" > v."completedAt" AND h."toStatus" <> 'INTERVIEW_DONE')
     ORDER BY 3
     LIMIT 500`;
  let announced = 0;
  for (const row of due) {
    // Claimed and recorded together: a second run (or a second worker) announces nothing twice.
    const deliveries = await db().$transaction(async (tx) => {
      const { count } = await tx.application.updateMany({
        where: { id: row.applicationId, feedbackDueNotifiedAt: null },
        data: { feedbackDueNotifiedAt: now },
      });
      if (count === 0) return null;
      return recordPartnerEvent({
        tx,
        companyId: row.companyId,
        type: "application.feedback_due",
        data: { applicationId: row.applicationId, dueAt: row.dueAt.toISOString() },
      });
    });
    if (deliveries) {
      announced += 1;
      await queueDeliveries(deliveries);
    }
  }
  return announced;
}
