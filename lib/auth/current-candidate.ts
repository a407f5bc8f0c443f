// Who is signed in, for server components, route handlers and server actions.
import { cache } from "react";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { hotRead } from "@/lib/db/hot-read";
import { readSessionId, sessionIdFromCookieHeader } from "./session-cookie";
import { isUuid } from "@/lib/db/uuid";

export const currentCandidateSelect = {
  id: true,
  shortId: true,
  email: true,
  firstName: true,
  lastName: true,
  photoKey: true,
  isOpenToWork: true,
  creditBalance: true,
  onboardingStep: true,
  /** The interface language chosen ("en", "hi"), or null before a choice. */
  language: true,
  /** Set while the account is closed for deletion: when it will be erased. */
  accountDeletion: { select: { eraseAfter: true } },
} satisfies Prisma.CandidateSelect;

export type SessionCandidate = Prisma.CandidateGetPayload<{ select: typeof currentCandidateSelect }>;

/** Every signed-in request reads this: the candidate whose live session `sid` is. */
export const sessionCandidateRead = hotRead({
  name: "the session's candidate",
  model: "Candidate",
  select: () => currentCandidateSelect,
  reference: ({ sid }: { sid: string }) =>
    db().candidate.findMany({
      where: { sessions: { some: { id: sid, revokedAt: null, expiresAt: { gt: new Date() } } } },
      select: currentCandidateSelect,
    }),
  sql: `SELECT c.id, c."shortId", c.email, c."firstName", c."lastName", c."photoKey", c."isOpenToWork",
      c."creditBalance", c."onboardingStep"::text AS "onboardingStep", c.language,
      CASE WHEN d."candidateId" IS NULL THEN NULL ELSE json_build_object('eraseAfter', d."eraseAfter") END AS "accountDeletion"
    FROM auth_sessions s
    JOIN candidates c ON c.id = s."candidateId"
    LEFT JOIN account_deletions d ON d."candidateId" = c.id
    WHERE s.id = $1::uuid AND s."revokedAt" IS NULL AND s."expiresAt" > now()`,
  values: ({ sid }) => [sid],
});

/** The candidate whose session `sid` is, while it is live (not revoked, not expired). */
export async function candidateForSession(sid: string): Promise<SessionCandidate | null> {
  if (!isUuid(sid)) return null;
  const [candidate] = await sessionCandidateRead.run({ sid });
  return candidate ?? null;
}

/** The signed-in candidate, or null. Revoked sessions count as signed out. */
export const getCurrentCandidate = cache(async (): Promise<SessionCandidate | null> => {
  const sid = await readSessionId();
  return sid ? candidateForSession(sid) : null;
});

/** The candidate signed in by a raw Cookie header (the server in front of Next.js has no request scope), or null. */
export async function candidateFromCookieHeader(header: string | undefined): Promise<SessionCandidate | null> {
  const sid = await sessionIdFromCookieHeader(header);
  return sid ? candidateForSession(sid) : null;
}

/** The current session id (for sign-out), or null. */
export async function getCurrentSessionId(): Promise<string | null> {
  return readSessionId();
}
