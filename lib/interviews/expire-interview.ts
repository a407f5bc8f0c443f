// "interviews.expire": runs at the link's expiry; an unfinished interview becomes Link Expired. It
// also runs when the last question of an interview with retakes closes: every question answered,
// the interview is then complete.
import { db } from "@/lib/db/client";
import { sendTask } from "@/lib/queue";
import { expireIfDue, expiryOf, interviewAccessSelect } from "./access";
import { completeIfAllAnswered } from "./finish-interview";

export async function expireInterview({ interviewId }: { interviewId: string }): Promise<void> {
  const interview = await db().interview.findUnique({ where: { id: interviewId }, select: interviewAccessSelect });
  if (!interview) return;
  await completeIfAllAnswered(interview);
  if (interview.status === "IN_PROGRESS" && expiryOf(interview) > new Date()) {
    // Under way when the link expired: look again when its grace period ends.
    await sendTask("interviews.expire", { interviewId }, { startAfter: expiryOf(interview) });
    return;
  }
  await expireIfDue(interview);
}
