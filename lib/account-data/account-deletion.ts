// Closing an account: confirmed with the password (or an e-mailed code when there is none), the
// account is closed at once (every session revoked, hidden from employers) and an erasure task is
// queued for the end of the grace period. Cancelling within it reopens the account.
import { ACCOUNT_DELETION_GRACE_DAYS } from "./account-rules";
import { OTP_TTL_SECONDS } from "@/lib/otp/otp-rules";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { issueOtp } from "@/lib/otp/issue-otp";
import { consumeOtp } from "@/lib/otp/verify-otp";
import { sendTask, sendMailLater } from "@/lib/queue";
import { deletionCancelledEmail, deletionCodeEmail, deletionRequestedEmail } from "./emails";

export const WRONG_PASSWORD = "The password is not right";

async function ownerOf(candidateId: string) {
  const candidate = await db().candidate.findUnique({
    where: { id: candidateId },
    select: { id: true, email: true, language: true, passwordHash: true },
  });
  if (!candidate) throw new AppError("CANDIDATE_NOT_FOUND", "Account not found");
  return candidate;
}

/** For accounts without a password (signed up through Google or quick apply): e-mails a code. */
export async function sendDeletionCode(options: { candidateId: string; ip: string }) {
  const candidate = await ownerOf(options.candidateId);
  const issued = await issueOtp({ purpose: "ACCOUNT_DELETION", target: candidate.email, ip: options.ip });
  await sendMailLater(deletionCodeEmail(candidate, issued.code, Math.round(OTP_TTL_SECONDS / 60)));
  return { resendAfterSeconds: issued.resendAfterSeconds, expiresInSeconds: issued.expiresInSeconds };
}

export async function requestAccountDeletion(options: {
  candidateId: string;
  password?: string;
  otp?: string;
  ip: string;
  now?: Date;
}): Promise<{ eraseAfter: Date }> {
  const candidate = await ownerOf(options.candidateId);
  if (candidate.passwordHash) {
    if (!options.password || !(await verifyPassword(candidate.passwordHash, options.password))) {
      throw new AppError("WRONG_PASSWORD", WRONG_PASSWORD);
    }
  } else {
    if (!options.otp) throw new AppError("CODE_REQUIRED", "Enter the code we e-mailed you");
    await consumeOtp({ purpose: "ACCOUNT_DELETION", target: candidate.email, code: options.otp, ip: options.ip });
  }
  const now = options.now ?? new Date();
  const eraseAfter = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000);
  await db().$transaction(async (tx) => {
    await tx.accountDeletion.upsert({
      where: { candidateId: candidate.id },
      create: { candidateId: candidate.id, requestedAt: now, eraseAfter },
      update: { requestedAt: now, eraseAfter, failedAttempts: 0, lastFailedAt: null, lastError: null },
    });
    await tx.authSession.updateMany({ where: { candidateId: candidate.id, revokedAt: null }, data: { revokedAt: now } });
  });
  await sendTask("account.erase", { candidateId: candidate.id }, { startAfter: eraseAfter });
  await sendMailLater(deletionRequestedEmail(candidate, eraseAfter));
  return { eraseAfter };
}

export async function cancelAccountDeletion(options: { candidateId: string }): Promise<void> {
  const candidate = await ownerOf(options.candidateId);
  const removed = await db().accountDeletion.deleteMany({ where: { candidateId: candidate.id } });
  if (removed.count === 0) throw new AppError("DELETION_NOT_SCHEDULED", "Your account is not scheduled for deletion");
  await sendMailLater(deletionCancelledEmail(candidate));
}

export async function getAccountDeletion(options: { candidateId: string }) {
  return db().accountDeletion.findUnique({
    where: { candidateId: options.candidateId },
    select: { requestedAt: true, eraseAfter: true, failedAttempts: true, lastFailedAt: true },
  });
}
