// Who is signed in, for server components, route handlers and server actions.
import { cache } from "react";
import { prepared } from "@/lib/db/prepared";
import { readSessionId } from "./session-cookie";

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
  accountDeletion: { select: { eraseAfter: true } },
} as const;

export type SessionCandidate = {
  id: string;
  shortId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  photoKey: string | null;
  isOpenToWork: boolean;
  creditBalance: number;
  onboardingStep: string;
  /** Set while the account is closed for deletion: when it will be erased. */
  accountDeletion: { eraseAfter: Date } | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Every signed-in request reads this: one prepared statement, the candidate whose live session
// this is, with the erase date while the account is closed. Same fields as currentCandidateSelect.
const readSessionCandidate = prepared<Omit<SessionCandidate, "accountDeletion"> & { eraseAfter: Date | null }>(
  `SELECT c.id, c."shortId", c.email, c."firstName", c."lastName", c."photoKey", c."isOpenToWork",
      c."creditBalance", c."onboardingStep"::text AS "onboardingStep", d."eraseAfter"
    FROM auth_sessions s
    JOIN candidates c ON c.id = s."candidateId"
    LEFT JOIN account_deletions d ON d."candidateId" = c.id
    WHERE s.id = $1::uuid AND s."revokedAt" IS NULL AND s."expiresAt" > now()`,
);

/** The candidate whose session `sid` is, while it is live (not revoked, not expired). */
export async function candidateForSession(sid: string): Promise<SessionCandidate | null> {
  if (!UUID.test(sid)) return null;
  const [row] = await readSessionCandidate([sid]);
  if (!row) return null;
  const { eraseAfter, ...candidate } = row;
  return { ...candidate, accountDeletion: eraseAfter ? { eraseAfter } : null };
}

/** The signed-in candidate, or null. Revoked sessions count as signed out. */
export const getCurrentCandidate = cache(async (): Promise<SessionCandidate | null> => {
  const sid = await readSessionId();
  return sid ? candidateForSession(sid) : null;
});

/** The current session id (for sign-out), or null. */
export async function getCurrentSessionId(): Promise<string | null> {
  return readSessionId();
}
