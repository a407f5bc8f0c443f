// Whether a candidate has been here before: a session older than the current one, or an account
// older than a day. A candidate who has just registered is welcomed, not "welcomed back".
import { db } from "@/lib/db/client";

const DAY_MS = 86_400_000;

export async function isReturningCandidate(o: { candidateId: string; sessionId: string | null; now?: Date }): Promise<boolean> {
  const now = o.now ?? new Date();
  const [candidate, earlier] = await Promise.all([
    db().candidate.findUnique({ where: { id: o.candidateId }, select: { createdAt: true } }),
    db().authSession.count({ where: { candidateId: o.candidateId, ...(o.sessionId ? { id: { not: o.sessionId } } : {}) } }),
  ]);
  if (!candidate) return false;
  return earlier > 0 || now.getTime() - candidate.createdAt.getTime() > DAY_MS;
}
