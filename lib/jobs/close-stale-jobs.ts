// Live listings: a job its employer has not edited or refreshed for JOB_STALE_DAYS, or one past its
// validThrough, closes by itself, and the employer hears of each (`job.closed`, with why). A batch
// closes and records its events in one transaction, so a run killed half-way leaves no closed job
// unannounced, and the next run finishes the rest; a job closed already is never announced twice.
// Candidates who reported a job read in their notifications that it closed.
import { db } from "@/lib/db/client";
import { notifyReportersOfClose } from "./notify-reporters-of-close";
import { logger } from "@/lib/log";
import { queueDeliveries, recordPartnerEvent } from "@/lib/webhooks/emit-event";

/** A job not edited (or refreshed) by its employer for this many days closes by itself. */
export const JOB_STALE_DAYS = 60;

const BATCH = 200;
const DAY_MS = 86_400_000;

export async function closeStaleJobs(options: { now?: Date; batch?: number } = {}): Promise<{ stale: number; expired: number }> {
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - JOB_STALE_DAYS * DAY_MS);
  const closed = { stale: 0, expired: 0 };
  for (;;) {
    const deliveries = await db().$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string; companyId: string; title: string; expired: boolean }[]>`
        UPDATE jobs SET status = 'CLOSED', "closedAt" = ${now}
         WHERE id IN (
           SELECT id FROM jobs
            WHERE status IN ('OPEN', 'HELD') AND ("editedAt" < ${staleBefore} OR "validThrough" <= ${now})
            ORDER BY id
            LIMIT ${options.batch ?? BATCH}
              FOR UPDATE SKIP LOCKED)
        RETURNING id, "companyId", title, ("validThrough" IS NOT NULL AND "validThrough" <= ${now}) AS expired`;
      const ids: string[] = [];
      for (const row of rows) {
        const reason = row.expired ? "EXPIRED" : "STALE";
        closed[row.expired ? "expired" : "stale"] += 1;
        ids.push(...(await recordPartnerEvent({ tx, companyId: row.companyId, type: "job.closed", data: { jobId: row.id, reason } })));
      }
      await notifyReportersOfClose(tx, rows);
      return { ids, count: rows.length };
    });
    await queueDeliveries(deliveries.ids);
    if (deliveries.count < (options.batch ?? BATCH)) break;
  }
  if (closed.stale + closed.expired > 0) logger().info(closed, "closed jobs past their validThrough or not edited for a long time");
  return closed;
}
