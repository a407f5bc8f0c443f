// "interviews.expire": runs at the link's expiry; an unfinished interview becomes Link Expired.
import { z } from "zod";
import { INTERVIEW_EXPIRY_DAYS } from "@/lib/constants";
import { db } from "@/lib/db/client";
import { defineJob } from "@/lib/queue/define-job";
import { expireIfDue, expiryOf, interviewAccessSelect } from "./access";

export const expireInterviewJob = defineJob({
  schema: z.object({ interviewId: z.uuid() }),
  // Waits up to the longest expiry (pg-boss drops waiting jobs after 14 days by default).
  options: { retentionSeconds: (INTERVIEW_EXPIRY_DAYS.max + 7) * 24 * 60 * 60 },
  async handle({ interviewId }) {
    const interview = await db().interview.findUnique({ where: { id: interviewId }, select: interviewAccessSelect });
    if (!interview) return;
    if (interview.status === "IN_PROGRESS" && expiryOf(interview) > new Date()) {
      // Under way when the link expired: look again when its grace period ends.
      const { enqueue } = await import("@/lib/queue");
      await enqueue("interviews.expire", { interviewId }, { startAfter: expiryOf(interview) });
      return;
    }
    await expireIfDue(interview);
  },
});
