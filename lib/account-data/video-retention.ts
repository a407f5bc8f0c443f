// Recorded answers are not kept forever: videos of recorded interviews and mock interviews older
// than VIDEO_RETENTION_DAYS are deleted from storage; the rows stay with their scores, transcripts
// and emotion tallies, the video key emptied. An employer may keep a recorded interview for less
// (its retentionDays): those go sooner. A daily task runs it and logs the counts.
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { storage } from "@/lib/storage";
import { modelOf, runtimeDataModel } from "@/lib/db/data-model";

/** The answer videos the policy covers, and the column that says when each was recorded. */
export const RETAINED_VIDEOS = ["InterviewAnswer", "MockAnswer", "MockRetake"] as const;
const BATCH = 200;

type VideoDelegate = {
  findMany(args: object): Promise<{ id: string; videoKey: string }[]>;
  updateMany(args: object): Promise<{ count: number }>;
};

export async function deleteExpiredVideos(options: { now?: Date; days?: number } = {}): Promise<Record<string, number>> {
  const days = options.days ?? env().VIDEO_RETENTION_DAYS;
  const cutoff = new Date((options.now ?? new Date()).getTime() - days * 24 * 60 * 60 * 1000);
  const dataModel = runtimeDataModel();
  const counts: Record<string, number> = {};
  for (const model of RETAINED_VIDEOS) {
    const fields = modelOf(dataModel, model).fields.map((f) => f.name);
    const recordedAt = ["uploadedAt", "createdAt"].find((f) => fields.includes(f));
    if (!recordedAt) throw new Error(`${model} has no recording time`);
    const delegate = (db() as unknown as Record<string, VideoDelegate>)[model.charAt(0).toLowerCase() + model.slice(1)]!;
    counts[model] = 0;
    for (;;) {
      const rows = await delegate.findMany({
        where: { [recordedAt]: { lt: cutoff }, videoKey: { not: "" } },
        select: { id: true, videoKey: true },
        take: BATCH,
      });
      if (rows.length === 0) break;
      for (const row of rows) await storage().delete(row.videoKey);
      const done = await delegate.updateMany({
        where: { id: { in: rows.map((r) => r.id) } },
        data: { videoKey: "", sizeBytes: 0 },
      });
      counts[model] += done.count;
    }
  }
  counts.InterviewAnswer = (counts.InterviewAnswer ?? 0) + (await deleteEmployerExpiredVideos(options.now ?? new Date()));
  logger().info({ ...counts, days }, "expired answer videos deleted");
  return counts;
}

/** An employer that keeps recordings for less time (its `retentionDays` when scheduling): its interviews' videos go sooner. */
async function deleteEmployerExpiredVideos(now: Date): Promise<number> {
  let count = 0;
  for (;;) {
    const rows = await db().$queryRaw<{ id: string; videoKey: string }[]>`
      SELECT a.id, a."videoKey" FROM interview_answers a JOIN interviews i ON i.id = a."interviewId"
       WHERE i."retentionDays" IS NOT NULL AND a."videoKey" <> ''
         AND a."uploadedAt" < ${now}::timestamp - make_interval(days => i."retentionDays")
       LIMIT ${BATCH}`;
    if (rows.length === 0) return count;
    for (const row of rows) await storage().delete(row.videoKey);
    const done = await db().interviewAnswer.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { videoKey: "", sizeBytes: 0 } });
    count += done.count;
  }
}
