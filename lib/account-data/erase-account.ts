// "account.erase": queued for the end of a deletion's grace period. Does nothing when the
// candidate cancelled, or asked again later (a newer task is due then). A failed attempt is stored
// on the deletion (the candidate's settings say so) and logged; the task's own retries and the
// daily sweep ("account.erase-sweep") try again, one candidate at a time, so a failing erasure
// never holds up another candidate's.
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import type { TaskContext } from "@/lib/queue";
import { erasedEmail } from "./emails";
import { eraseCandidate } from "./erase-candidate";

export async function eraseIfDue(options: { candidateId: string; now?: Date }): Promise<boolean> {
  const now = options.now ?? new Date();
  const due = await db().accountDeletion.findFirst({
    where: { candidateId: options.candidateId, eraseAfter: { lte: now } },
    select: { candidate: { select: { email: true, language: true } } },
  });
  if (!due) return false;
  // Another run (a retry and the sweep at once) may have finished it first: one confirmation only.
  const { erased } = await eraseCandidate({ candidateId: options.candidateId });
  if (erased) await sendMail(erasedEmail(due.candidate));
  return erased;
}

/** Runs one erasure; a failure is stored on the deletion and logged, never thrown further. */
async function attemptErasure(options: { candidateId: string; now?: Date }, logged: Record<string, unknown>): Promise<"erased" | "not-due" | "failed"> {
  try {
    return (await eraseIfDue(options)) ? "erased" : "not-due";
  } catch (error) {
    // The account stays closed meanwhile; an operator must see an erasure that keeps failing.
    logger().error({ err: error, candidateId: options.candidateId, ...logged }, "account erasure failed");
    const reason = error instanceof Error ? error.message.slice(0, 300) : "failed";
    await db().accountDeletion.updateMany({
      where: { candidateId: options.candidateId },
      data: { failedAttempts: { increment: 1 }, lastFailedAt: new Date(), lastError: reason },
    });
    return "failed";
  }
}

/** Erases every account past its grace period (those whose task failed or was lost), one after another. */
export async function eraseDueAccounts(options: { now?: Date } = {}): Promise<{ erased: number; failed: number }> {
  const now = options.now ?? new Date();
  const due = await db().accountDeletion.findMany({
    where: { eraseAfter: { lte: now } },
    select: { candidateId: true },
    orderBy: { eraseAfter: "asc" },
  });
  const counts = { erased: 0, failed: 0 };
  for (const { candidateId } of due) {
    const outcome = await attemptErasure({ candidateId, now }, { by: "daily sweep" });
    if (outcome === "erased") counts.erased += 1;
    if (outcome === "failed") counts.failed += 1;
  }
  if (due.length > 0) logger().info(counts, "due account erasures swept");
  return counts;
}

/** One attempt of the "account.erase" task; thrown when it failed, so the queue retries it later. */
export async function eraseAccountAttempt(candidateId: string, attempt: TaskContext): Promise<void> {
  const outcome = await attemptErasure({ candidateId }, { attempt: attempt.retryCount + 1, final: attempt.isLastAttempt });
  // The sweep picks it up after the last retry.
  if (outcome === "failed") throw new Error("The account erasure did not finish");
}
