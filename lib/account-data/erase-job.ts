// "account.erase": queued for the end of a deletion's grace period. Does nothing when the
// candidate cancelled, or asked again later (a newer job is due then).
import { z } from "zod";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { defineJob } from "@/lib/queue/define-job";
import { erasedEmail } from "./emails";
import { eraseCandidate } from "./erase-candidate";

export async function eraseIfDue(options: { candidateId: string; now?: Date }): Promise<boolean> {
  const now = options.now ?? new Date();
  const due = await db().accountDeletion.findFirst({
    where: { candidateId: options.candidateId, eraseAfter: { lte: now } },
    select: { candidate: { select: { email: true } } },
  });
  if (!due) return false;
  await eraseCandidate({ candidateId: options.candidateId });
  await sendMail(erasedEmail(due.candidate.email));
  return true;
}

export const eraseAccountJob = defineJob({
  schema: z.object({ candidateId: z.uuid() }),
  options: { retryLimit: 10, retryDelay: 300, retryBackoff: true },
  async handle({ candidateId }, context) {
    try {
      await eraseIfDue({ candidateId });
    } catch (error) {
      // The account stays closed meanwhile; an operator must see an erasure that keeps failing.
      logger().error({ err: error, candidateId, attempt: context.retryCount + 1, final: context.isLastAttempt }, "account erasure failed");
      throw error;
    }
  },
});
