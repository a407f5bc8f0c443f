// The end of an interview: on the spec's dbupdate call (also an early submit), or by itself once
// every question has an answer. Ending twice changes nothing.
import { INTERVIEW_RETENTION_DAYS } from "@/lib/constants";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { assertOpen, moveApplicationWithInterview, type InterviewAccess } from "./access";

async function complete(interview: InterviewAccess): Promise<boolean> {
  const { count } = await db().interview.updateMany({
    where: { id: interview.id, status: { in: ["SCHEDULED", "IN_PROGRESS"] } },
    data: { status: "COMPLETED", completedAt: new Date() },
  });
  if (count === 1) {
    await moveApplicationWithInterview(interview, "INTERVIEW_DONE", "candidate");
    const { enqueue } = await import("@/lib/queue");
    const startAfter = new Date(Date.now() + INTERVIEW_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    await enqueue("interviews.purge", { interviewId: interview.id }, { startAfter }).catch((error: unknown) =>
      logger().error({ err: error, interviewId: interview.id }, "could not queue the retention purge"),
    );
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
