// The end of an interview: on the spec's dbupdate call (also an early submit), or by itself once
// every question has an answer. Ending twice changes nothing.
import { db } from "@/lib/db/client";
import { emitPartnerEvent } from "@/lib/partner/webhooks/emit-event";
import { assertOpen, moveApplicationWithInterview, type InterviewAccess } from "./access";

async function complete(interview: InterviewAccess): Promise<boolean> {
  const { count } = await db().interview.updateMany({
    where: { id: interview.id, status: { in: ["SCHEDULED", "IN_PROGRESS"] } },
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

export async function completeIfAllAnswered(interview: InterviewAccess): Promise<void> {
  if (interview.status === "COMPLETED" || interview.status === "EXPIRED") return;
  const answered = await db().interviewAnswer.count({ where: { interviewId: interview.id } });
  if (answered >= interview._count.questions) await complete(interview);
}
