// "alerts.daily" (cron) queues one "alerts.digest" task per candidate with job alerts on, so several
// workers share the day's mail, and forgets e-mails past their unsubscribe life.
import { JOB_ALERT_DIGEST_KEEP_DAYS } from "./alert-limits";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { sendTask } from "@/lib/queue";

const BATCH = 500;

/** Candidates who should get today's alert: saved searches, alerts on, account open. */
export async function* candidatesWithAlerts(): AsyncGenerator<string> {
  let after: string | undefined;
  for (;;) {
    const rows = await db().candidate.findMany({
      where: {
        savedSearches: { some: {} },
        accountDeletion: { is: null },
        OR: [{ emailPreference: { is: null } }, { emailPreference: { is: { jobAlerts: true } } }],
        ...(after ? { id: { gt: after } } : {}),
      },
      select: { id: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    for (const row of rows) yield row.id;
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}

export async function queueDailyJobAlerts(options: { now?: Date } = {}): Promise<{ queued: number; forgotten: number }> {
  const now = options.now ?? new Date();
  let queued = 0;
  for await (const candidateId of candidatesWithAlerts()) {
    await sendTask("alerts.digest", { candidateId });
    queued++;
  }
  const { count: forgotten } = await db().jobAlertDigest.deleteMany({
    where: { sentAt: { lt: new Date(now.getTime() - JOB_ALERT_DIGEST_KEEP_DAYS * 24 * 60 * 60 * 1000) } },
  });
  logger().info({ queued, forgotten }, "job alerts queued");
  return { queued, forgotten };
}
