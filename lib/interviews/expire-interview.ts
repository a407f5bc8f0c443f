// "interviews.expire": runs at the link's expiry; an unfinished interview becomes Link Expired.
import { db } from "@/lib/db/client";
import { sendTask } from "@/lib/queue";
import { expireIfDue, expiryOf, interviewAccessSelect } from "./access";

export async function expireInterview({ interviewId }: { interviewId: string }): Promise<void> {
  const interview = await db().interview.findUnique({ where: { id: interviewId }, select: interviewAccessSelect });
  if (!interview) return;
  if (interview.status === "IN_PROGRESS" && expiryOf(interview) > new Date()) {
    // Under way when the link expired: look again when its grace period ends.
    await sendTask("interviews.expire", { interviewId }, { startAfter: expiryOf(interview) });
    return;
  }
  await expireIfDue(interview);
}
