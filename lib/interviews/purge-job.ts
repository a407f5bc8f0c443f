// "interviews.purge": the consent promises answers are kept INTERVIEW_RETENTION_DAYS after the
// interview; this job, queued when it ends, deletes the videos and the monitoring data then.
import { z } from "zod";
import { INTERVIEW_RETENTION_DAYS } from "@/lib/constants";
import { db } from "@/lib/db/client";
import { defineJob } from "@/lib/queue/define-job";
import { storage } from "@/lib/storage";

export const purgeInterviewJob = defineJob({
  schema: z.object({ interviewId: z.uuid() }),
  // Kept queued (pg-boss drops waiting jobs after 14 days by default) until it is due.
  options: { retentionSeconds: (INTERVIEW_RETENTION_DAYS + 30) * 24 * 60 * 60 },
  async handle({ interviewId }) {
    const answers = await db().interviewAnswer.findMany({ where: { interviewId }, select: { id: true, videoKey: true } });
    for (const answer of answers) {
      await storage().delete(answer.videoKey).catch(() => undefined);
      await db().interviewAnswer.delete({ where: { id: answer.id } }).catch(() => undefined);
    }
  },
});
