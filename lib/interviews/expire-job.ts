// "interviews.expire": runs at the link's expiry; an unfinished interview becomes Link Expired.
import { z } from "zod";
import { db } from "@/lib/db/client";
import { defineJob } from "@/lib/queue/define-job";
import { expireIfDue, expiryOf, interviewAccessSelect } from "./access";

export const expireInterviewJob = defineJob({
  schema: z.object({ interviewId: z.uuid() }),
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
