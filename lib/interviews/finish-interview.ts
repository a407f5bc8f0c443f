// The end of an interview: on the spec's dbupdate call (also an early submit), or by itself once
// every question has an answer. Ending twice changes nothing.
import { db } from "@/lib/db/client";
import { emitPartnerEvent } from "@/lib/webhooks/emit-event";
import { sendTask } from "@/lib/queue";
import { assertOpen, moveApplicationWithInterview, type InterviewAccess } from "./access";
import { interviewAnswerSeconds } from "./answer-time";
import { ANSWER_UPLOAD_GRACE_SECONDS } from "./interview-rules";
import { retakesAllowed } from "./retakes";

/** `submitted`: the candidate ended it (the spec's dbupdate), rather than it ending by itself. */
async function complete(
  interview: InterviewAccess,
  from: ("SCHEDULED" | "IN_PROGRESS" | "EXPIRED")[] = ["SCHEDULED", "IN_PROGRESS"],
  submitted = false,
): Promise<boolean> {
  const at = new Date();
  const { count } = await db().interview.updateMany({
    where: { id: interview.id, status: { in: from } },
    data: { status: "COMPLETED", completedAt: at, ...(submitted ? { submittedAt: at } : {}) },
  });
  if (count === 1) {
    interview.status = "COMPLETED";
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
  const changed = await complete(interview, undefined, true);
  return { message: changed ? "Interview submitted" : "Interview already submitted", changed };
}

/**
 * Completes the interview once every question has an answer. That holds for a link that expired
 * while the last answers were held up by the network: each was recorded within its time and
 * accepted late, so the interview was taken in full, and it ends Completed rather than Expired.
 * Where retakes are declared, the last question stays open while a retake is left and its time
 * runs: what the employer is told is final must not change under it. It completes when the
 * candidate submits, when that retake is spent, or when the time is over (a task looks then).
 */
export async function completeIfAllAnswered(interview: InterviewAccess, now = new Date()): Promise<void> {
  if (interview.status === "COMPLETED") return;
  const answered = await db().interviewAnswer.count({ where: { interviewId: interview.id } });
  if (answered < interview._count.questions) return;
  const closesAt = await lastQuestionOpenUntil(interview, now);
  if (closesAt) return void (await sendTask("interviews.expire", { interviewId: interview.id }, { startAfter: closesAt }));
  await complete(interview, ["SCHEDULED", "IN_PROGRESS", "EXPIRED"]);
}

/** When the last question stops taking retakes, while it still may; null once it cannot (none declared, all spent, or its time is over). */
async function lastQuestionOpenUntil(interview: InterviewAccess, now: Date): Promise<Date | null> {
  const allowed = retakesAllowed(interview);
  if (allowed === 0) return null;
  const last = await db().interviewQuestion.findFirst({
    where: { interviewId: interview.id },
    orderBy: { position: "desc" },
    select: { askedAt: true, answer: { select: { take: true } } },
  });
  if (!last?.askedAt || (last.answer?.take ?? 0) >= 1 + allowed) return null;
  // The answer time, and the grace an answer recorded within it has to arrive.
  const closesAt = new Date(last.askedAt.getTime() + (interviewAnswerSeconds(interview) + ANSWER_UPLOAD_GRACE_SECONDS) * 1000);
  return closesAt > now ? closesAt : null;
}
