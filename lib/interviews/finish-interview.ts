// The end of an interview: on the spec's dbupdate call (also an early submit), or by itself once
// every question has an answer. Ending twice changes nothing.
import { db } from "@/lib/db/client";
import { emitPartnerEvent } from "@/lib/webhooks/emit-event";
import { assertOpen, moveApplicationWithInterview, type InterviewAccess } from "./access";

async function complete(interview: InterviewAccess, from: ("SCHEDULED" | "IN_PROGRESS" | "EXPIRED")[] = ["SCHEDULED", "IN_PROGRESS"]): Promise<boolean> {
  const { count } = await db().interview.updateMany({
    where: { id: interview.id, status: { in: from } },
    data: { status: "COMPLETED", completedAt: new Date() },
  });
  if (count === 1) {
    // Answer videos are deleted later by the daily retention job (lib/account-data/video-retention.ts).
    await moveApplicationWithInterview(interview, "INTERVIEW_DONE", "candidate");
    await emitPartnerEvent({
      companyId: interview.job.companyId,
      type: "interview.completed",
      data: { interviewId: interview.id, applicationId: interview.applicationId },
    });
  }
  return count === 1;
}

export async function finishInterview(options: { interview: InterviewAccess }): Promise<{ message: string; changed: boolean }> {
  const { interview } = options;
  if (interview.status === "COMPLETED") return { message: "Interview already submitted", changed: false };
  assertOpen(interview);
  const changed = await complete(interview);
  return { message: changed ? "Interview submitted" : "Interview already submitted", changed };
}

/**
 * Completes the interview once every question has an answer. That holds for a link that expired
 * while the last answers were held up by the network: each was recorded within its time and
 * accepted late, so the interview was taken in full, and it ends Completed rather than Expired.
 */
export async function completeIfAllAnswered(interview: InterviewAccess): Promise<void> {
  if (interview.status === "COMPLETED") return;
  const answered = await db().interviewAnswer.count({ where: { interviewId: interview.id } });
  if (answered >= interview._count.questions) await complete(interview, ["SCHEDULED", "IN_PROGRESS", "EXPIRED"]);
}
