// Jobs published before the money-ask detector read them (or read by an older version of it) are
// read now, a batch at a time: one that asks the candidate to pay is held from search and from
// applications until its employer changes the text (lib/partner/jobs.ts). Each batch commits on its
// own, so a run killed half-way leaves only unread jobs, which the next run reads; a job changed
// meanwhile by its employer was read by the change itself and is left as it is.
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { findJobMoneyAsks, MONEY_ASK_DETECTOR_VERSION } from "./money-ask";

const BATCH = 500;

export async function holdMoneyAsks(options: { batch?: number } = {}): Promise<{ checked: number; held: number }> {
  const batch = options.batch ?? BATCH;
  let checked = 0;
  let held = 0;
  for (;;) {
    const jobs = await db().job.findMany({
      where: { moneyCheckedVersion: { lt: MONEY_ASK_DETECTOR_VERSION } },
      orderBy: { id: "asc" },
      take: batch,
      select: { id: true, title: true, description: true, status: true },
    });
    if (jobs.length === 0) break;
    const asking = jobs.filter((job) => job.status === "OPEN" && findJobMoneyAsks(job).length > 0).map((job) => job.id);
    const ids = jobs.map((job) => job.id);
    const unread = { moneyCheckedVersion: { lt: MONEY_ASK_DETECTOR_VERSION } };
    const [hold] = await db().$transaction([
      db().job.updateMany({
        where: { id: { in: asking }, status: "OPEN", ...unread },
        data: { status: "HELD", heldReason: "ASKS_FOR_MONEY", heldAt: new Date() },
      }),
      db().job.updateMany({ where: { id: { in: ids }, ...unread }, data: { moneyCheckedVersion: MONEY_ASK_DETECTOR_VERSION } }),
    ]);
    checked += jobs.length;
    held += hold.count;
    if (jobs.length < batch) break;
  }
  if (held > 0) logger().warn({ held, checked }, "held published jobs that ask candidates to pay");
  return { checked, held };
}
