// Server-side sign-in sessions. The JWT cookie carries only the session id; a revoked
// or expired row ends the session for every copy of the cookie.
import { db } from "@/lib/db/client";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export async function createAuthSession(options: { candidateId: string; userAgent?: string; ip?: string }) {
  return db().authSession.create({
    data: {
      candidateId: options.candidateId,
      userAgent: options.userAgent?.slice(0, 300),
      ip: options.ip,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    },
    select: { id: true },
  });
}

export async function findActiveSession(sessionId: string) {
  return db().authSession.findFirst({
    where: { id: sessionId, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, candidateId: true },
  });
}

export async function revokeAuthSession(sessionId: string): Promise<void> {
  await db().authSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}
