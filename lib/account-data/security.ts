// Settings → security: change the password (the current one required; every other session ends)
// and sign out everywhere.
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

export const WRONG_CURRENT_PASSWORD = "Your current password is not right";

export async function changePassword(options: {
  candidateId: string;
  currentPassword: string;
  newPassword: string;
  keepSessionId: string | null;
}): Promise<{ signedOutSessions: number }> {
  const candidate = await db().candidate.findUnique({
    where: { id: options.candidateId },
    select: { passwordHash: true },
  });
  if (!candidate?.passwordHash || !(await verifyPassword(candidate.passwordHash, options.currentPassword))) {
    throw new AppError("WRONG_PASSWORD", WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = await hashPassword(options.newPassword);
  const now = new Date();
  return db().$transaction(async (tx) => {
    await tx.candidate.update({ where: { id: options.candidateId }, data: { passwordHash, wrongPasswordCount: 0 } });
    const revoked = await tx.authSession.updateMany({
      where: { candidateId: options.candidateId, revokedAt: null, ...(options.keepSessionId ? { id: { not: options.keepSessionId } } : {}) },
      data: { revokedAt: now },
    });
    return { signedOutSessions: revoked.count };
  });
}

export async function signOutEverywhere(options: { candidateId: string }): Promise<{ signedOutSessions: number }> {
  const revoked = await db().authSession.updateMany({
    where: { candidateId: options.candidateId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return { signedOutSessions: revoked.count };
}

export async function hasPassword(options: { candidateId: string }): Promise<boolean> {
  const row = await db().candidate.findUnique({ where: { id: options.candidateId }, select: { passwordHash: true } });
  return Boolean(row?.passwordHash);
}
